// The video material: a chroma key (editors spec §9, default #00FF00) and the side-by-side alpha
// layouts the media worker produces (video-h: colour left, grey alpha mask right; video-v: colour
// top, mask bottom). The GLSL and its JS twin share the same constants so the unit tests can check
// the maths on sample pixels without a GPU.
// The layout uniform is `videoLayout`: `layout` is a reserved word in WebGL2's GLSL ES 3.00 (the
// layout qualifier), and three.js compiles ShaderMaterials as GLSL 3 on WebGL2, so a uniform named
// `layout` failed to compile in every current browser and the editor drew videos as empty outlines.
import type { VideoType } from "@ar/scene-kinds";

/** Chroma distance under which a pixel is fully keyed out, and the soft edge above it. */
export const CHROMA_SIMILARITY = 0.12;
export const CHROMA_SMOOTHNESS = 0.08;

export const LAYOUT_CODE: Record<VideoType, number> = { video: 0, "video-h": 1, "video-v": 2 };

export const videoVertexShader = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

// Colours stay in the video's own (sRGB) encoding from sampling to output: the key colour the user
// picks is sRGB too, so the distance is measured where the user sees it.
export const videoFragmentShader = /* glsl */ `
uniform sampler2D map;
uniform vec3 keyColor;
uniform float similarity;
uniform float smoothness;
uniform bool chromaKeyEnabled;
uniform int videoLayout;
varying vec2 vUv;

vec2 chroma(vec3 c) {
  return vec2(-0.168736 * c.r - 0.331264 * c.g + 0.5 * c.b, 0.5 * c.r - 0.418688 * c.g - 0.081312 * c.b);
}

void main() {
  vec2 colorUv = vUv;
  vec2 alphaUv = vUv;
  if (videoLayout == 1) {
    colorUv = vec2(vUv.x * 0.5, vUv.y);
    alphaUv = vec2(0.5 + vUv.x * 0.5, vUv.y);
  } else if (videoLayout == 2) {
    colorUv = vec2(vUv.x, 0.5 + vUv.y * 0.5);
    alphaUv = vec2(vUv.x, vUv.y * 0.5);
  }
  vec4 texel = texture2D(map, colorUv);
  float alpha = videoLayout == 0 ? 1.0 : texture2D(map, alphaUv).r;
  if (chromaKeyEnabled) {
    float d = distance(chroma(texel.rgb), chroma(keyColor));
    alpha *= smoothstep(similarity, similarity + smoothness, d);
  }
  if (alpha < 0.004) discard;
  gl_FragColor = vec4(texel.rgb, alpha);
}
`;

type Rgb = [number, number, number];
type Uv = [number, number];

export function chroma([r, g, b]: Rgb): [number, number] {
  return [-0.168736 * r - 0.331264 * g + 0.5 * b, 0.5 * r - 0.418688 * g - 0.081312 * b];
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** The alpha the shader's chroma key gives a pixel (0 keyed out … 1 kept). */
export function chromaKeyAlpha(
  pixel: Rgb,
  key: Rgb,
  similarity = CHROMA_SIMILARITY,
  smoothness = CHROMA_SMOOTHNESS,
): number {
  const [a, b] = chroma(pixel);
  const [c, d] = chroma(key);
  return smoothstep(similarity, similarity + smoothness, Math.hypot(a - c, b - d));
}

/** Where the shader samples the colour and the alpha mask for a fragment at `uv`. */
export function layoutUvs(uv: Uv, type: VideoType): { color: Uv; alpha: Uv | null } {
  const [x, y] = uv;
  if (type === "video-h") return { color: [x * 0.5, y], alpha: [0.5 + x * 0.5, y] };
  if (type === "video-v") return { color: [x, 0.5 + y * 0.5], alpha: [x, y * 0.5] };
  return { color: [x, y], alpha: null };
}

/** The whole fragment program in JS: `sample` reads the video frame (uv with y up, as WebGL). */
export function shadeVideoPixel(
  sample: (uv: Uv) => Rgb,
  uv: Uv,
  opts: { type: VideoType; chromaKeyEnabled: boolean; key: Rgb },
): { rgb: Rgb; alpha: number } {
  const { color, alpha: alphaUv } = layoutUvs(uv, opts.type);
  const rgb = sample(color);
  let alpha = alphaUv ? sample(alphaUv)[0] : 1;
  if (opts.chromaKeyEnabled) alpha *= chromaKeyAlpha(rgb, opts.key);
  return { rgb, alpha };
}

/** The picture's width/height once the alpha half is folded away. */
export function displayAspect(width: number, height: number, type: VideoType): number {
  if (!width || !height) return 16 / 9;
  if (type === "video-h") return width / 2 / height;
  if (type === "video-v") return width / (height / 2);
  return width / height;
}

/** "#00FF00" → [0, 1, 0]; a malformed colour falls back to the default key. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = parseInt(m ? m[1]! : "00FF00", 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
