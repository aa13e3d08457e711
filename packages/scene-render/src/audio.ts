// Sound objects: an <audio> element (no Web Audio graph: one element per object is all the spec
// asks for, and it streams with range requests like a video), and the speaker badge the editors
// draw where the sound sits. The viewer plays the sound without showing a badge.
import { CanvasTexture, CircleGeometry, Mesh, MeshBasicMaterial, SRGBColorSpace, type Texture } from "three";

export type AudioOptions = { autoplay?: boolean; loop?: boolean };

export type SceneAudio = { audio: HTMLAudioElement; dispose(): void };

export function createAudio(src: string, opts: AudioOptions = {}): SceneAudio {
  const audio = document.createElement("audio");
  audio.crossOrigin = "anonymous";
  audio.preload = "auto";
  audio.loop = opts.loop ?? false;
  audio.src = src;
  if (opts.autoplay) void audio.play().catch(() => undefined);
  return {
    audio,
    dispose() {
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
    },
  };
}

let badgeTexture: Texture | null = null;

/** A speaker drawn once on a 2D canvas: no font or image download needed. */
function badge(): Texture {
  if (badgeTexture) return badgeTexture;
  const c = document.createElement("canvas");
  c.width = c.height = 128;
  const g = c.getContext("2d")!;
  g.fillStyle = "#7c3aed";
  g.beginPath();
  g.arc(64, 64, 60, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = "#ffffff";
  g.beginPath();
  g.moveTo(34, 52);
  g.lineTo(52, 52);
  g.lineTo(74, 32);
  g.lineTo(74, 96);
  g.lineTo(52, 76);
  g.lineTo(34, 76);
  g.closePath();
  g.fill();
  g.strokeStyle = "#ffffff";
  g.lineWidth = 6;
  g.lineCap = "round";
  for (const r of [14, 26]) {
    g.beginPath();
    g.arc(74, 64, r, -Math.PI / 4, Math.PI / 4);
    g.stroke();
  }
  badgeTexture = new CanvasTexture(c);
  badgeTexture.colorSpace = SRGBColorSpace;
  return badgeTexture;
}

/** The speaker badge (0.7 units across). Its texture is shared by every badge: dispose the geometry and material only. */
export function createAudioBadge(): Mesh<CircleGeometry, MeshBasicMaterial> {
  const m = new Mesh(
    new CircleGeometry(0.35, 32),
    new MeshBasicMaterial({ map: badge(), transparent: true, toneMapped: false }),
  );
  m.userData.sharedTextures = true;
  return m;
}
