import { describe, expect, it } from "vitest";
import { fileKind, needsAlphaChoice, PICKER_ACCEPT } from "../../app/components/scene-editor/file-kind";

describe("file kind of a dropped file (spec §5)", () => {
  it("reads .glb and .gltf as models whatever the MIME type", () => {
    expect(fileKind({ name: "robot.glb", type: "" })).toBe("glb");
    expect(fileKind({ name: "Robot.GLTF", type: "model/gltf+json" })).toBe("glb");
    expect(fileKind({ name: "x.glb", type: "application/octet-stream" })).toBe("glb");
  });
  it("reads .mp3 (and the picker's .ogg/.wav) as audio", () => {
    expect(fileKind({ name: "song.mp3", type: "audio/mpeg" })).toBe("audio");
    expect(fileKind({ name: "SONG.MP3", type: "" })).toBe("audio");
    expect(fileKind({ name: "a.ogg", type: "audio/ogg" })).toBe("audio");
    expect(fileKind({ name: "a.wav", type: "audio/wav" })).toBe("audio");
  });
  it("reads a video MIME type as video", () => {
    expect(fileKind({ name: "clip.mp4", type: "video/mp4" })).toBe("video");
    expect(fileKind({ name: "clip.webm", type: "video/webm" })).toBe("video");
    expect(fileKind({ name: "clip.mov", type: "video/quicktime" })).toBe("video");
  });
  it("reads anything else as an image", () => {
    expect(fileKind({ name: "photo.png", type: "image/png" })).toBe("image");
    expect(fileKind({ name: "noext", type: "" })).toBe("image");
    expect(fileKind({ name: "clip.mp4", type: "" })).toBe("image");
  });
  it("offers the alpha-channel choice for .webm and .mov only", () => {
    expect(needsAlphaChoice({ name: "a.webm" })).toBe(true);
    expect(needsAlphaChoice({ name: "a.MOV" })).toBe(true);
    expect(needsAlphaChoice({ name: "a.mp4" })).toBe(false);
    expect(needsAlphaChoice({ name: "webm" })).toBe(false);
  });
  it("filters the pickers as the spec lists", () => {
    expect(PICKER_ACCEPT).toEqual({ glb: ".glb", image: "image/*", video: "video/*", audio: ".mp3, .ogg, .wav" });
  });
});
