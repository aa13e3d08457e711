// What a dropped or picked file becomes in the scene (editors spec §5): .glb/.gltf is a model,
// .mp3 audio, a video MIME type video, anything else an image. .ogg/.wav are audio too: the audio
// picker accepts them (spec §5), so a dropped one must not turn into a broken image.
export type FileKind = "glb" | "audio" | "video" | "image";

const extOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

export function fileKind(file: { name: string; type: string }): FileKind {
  const ext = extOf(file.name);
  if (ext === "glb" || ext === "gltf") return "glb";
  if (ext === "mp3" || ext === "ogg" || ext === "wav") return "audio";
  if (file.type.toLowerCase().startsWith("video/")) return "video";
  return "image";
}

/** .webm and .mov may carry an alpha channel: the user chooses how to treat them first (spec §5). */
export function needsAlphaChoice(file: { name: string }): boolean {
  const ext = extOf(file.name);
  return ext === "webm" || ext === "mov";
}

/** File picker filters per kind (spec §5). */
export const PICKER_ACCEPT: Record<FileKind, string> = {
  glb: ".glb",
  image: "image/*",
  video: "video/*",
  audio: ".mp3, .ogg, .wav",
};
