// A video on a plane with the chroma-key / side-by-side alpha shader (video-shader.ts). The plane
// starts 16:9 and takes the picture's proportions once the file's metadata arrives.
import { DoubleSide, Mesh, PlaneGeometry, ShaderMaterial, Vector3, VideoTexture } from "three";
import { planeSize } from "./planes";
import type { VideoType } from "@ar/scene-kinds";
import { DEFAULT_CHROMA_KEY } from "./scene-object";
import {
  CHROMA_SIMILARITY,
  CHROMA_SMOOTHNESS,
  displayAspect,
  hexToRgb,
  LAYOUT_CODE,
  videoFragmentShader,
  videoVertexShader,
} from "./video-shader";

export type VideoMaterialOptions = { type: VideoType; chromaKey: string; chromaKeyEnabled: boolean };

export type VideoMaterial = ShaderMaterial & { setOptions(opts: VideoMaterialOptions): void };

export function createVideoMaterial(texture: VideoTexture, opts: VideoMaterialOptions): VideoMaterial {
  const material = new ShaderMaterial({
    uniforms: {
      map: { value: texture },
      keyColor: { value: new Vector3(0, 1, 0) },
      similarity: { value: CHROMA_SIMILARITY },
      smoothness: { value: CHROMA_SMOOTHNESS },
      chromaKeyEnabled: { value: false },
      videoLayout: { value: 0 },
    },
    vertexShader: videoVertexShader,
    fragmentShader: videoFragmentShader,
    transparent: true,
    side: DoubleSide,
  }) as VideoMaterial;
  material.setOptions = (o) => {
    const u = material.uniforms;
    (u.keyColor!.value as Vector3).set(...hexToRgb(o.chromaKey));
    u.chromaKeyEnabled!.value = o.chromaKeyEnabled;
    u.videoLayout!.value = LAYOUT_CODE[o.type];
  };
  material.setOptions(opts);
  return material;
}

export type VideoPlaneOptions = Partial<VideoMaterialOptions> & {
  muted?: boolean;
  loop?: boolean;
  /** Start as soon as possible. Unmuted playback may still need a tap (see BuiltScene.startMedia). */
  autoplay?: boolean;
  /** Called whenever the plane changes size or a new frame may be shown (an on-demand renderer re-renders). */
  onChange?: () => void;
};

export type VideoPlane = {
  mesh: Mesh<PlaneGeometry, VideoMaterial>;
  video: HTMLVideoElement;
  material: VideoMaterial;
  /** Updates the layout and chroma key without reloading the file. */
  setOptions(opts: VideoMaterialOptions): void;
  dispose(): void;
};

export function createVideoPlane(src: string, opts: VideoPlaneOptions = {}): VideoPlane {
  const type = opts.type ?? "video";
  const video = document.createElement("video");
  video.crossOrigin = "anonymous";
  video.muted = opts.muted ?? false;
  video.loop = opts.loop ?? true;
  video.playsInline = true;
  video.setAttribute("playsinline", "");
  video.preload = "auto";
  const texture = new VideoTexture(video);
  let current: VideoMaterialOptions = {
    type,
    chromaKey: opts.chromaKey ?? DEFAULT_CHROMA_KEY,
    chromaKeyEnabled: opts.chromaKeyEnabled ?? false,
  };
  const material = createVideoMaterial(texture, current);
  const mesh = new Mesh(new PlaneGeometry(...planeSize(16 / 9)), material);
  mesh.userData.video = video;
  const resize = () => {
    const next = new PlaneGeometry(...planeSize(displayAspect(video.videoWidth, video.videoHeight, current.type)));
    mesh.geometry.dispose();
    mesh.geometry = next;
    opts.onChange?.();
  };
  video.addEventListener("loadedmetadata", resize);
  video.src = src;
  if (opts.autoplay) void video.play().catch(() => undefined);
  return {
    mesh,
    video,
    material,
    setOptions(o) {
      const resized = o.type !== current.type;
      current = o;
      material.setOptions(o);
      if (resized && video.videoWidth) resize();
      else opts.onChange?.();
    },
    dispose() {
      video.removeEventListener("loadedmetadata", resize);
      video.pause();
      // Dropping the source stops the download and frees the decoder (a paused element keeps both).
      video.removeAttribute("src");
      video.load();
      texture.dispose();
      material.dispose();
      mesh.geometry.dispose();
    },
  };
}
