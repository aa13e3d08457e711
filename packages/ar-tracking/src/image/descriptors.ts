// Oriented BRIEF descriptors (features.ts finds the keypoints): a 5×5 box blur, an orientation
// from the intensity centroid, a seeded test pattern rotated to 32 orientations, and the Hamming
// distances that compare two descriptors.
import type { GreyFrame } from "../grey";

/** 256 binary tests = 8 words per descriptor. */
export const DESCRIPTOR_WORDS = 8;
/** Half-size of the patch the tests and the orientation read (keypoints stay this far from the border). */
export const PATCH_RADIUS = 15;

/**
 * A 5×5 box blur (two separable passes with running sums; borders repeat the edge pixel): BRIEF's
 * tests are unstable on raw sensor noise. Linear in pixels, no per-tap clamping.
 */
export function smooth(f: GreyFrame): GreyFrame {
  const { width: w, height: h, data: s } = f;
  const tmp = new Uint16Array(w * h);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const r = y * w;
    const first = s[r]!,
      last = s[r + w - 1]!;
    let acc = 3 * first + s[r + Math.min(1, w - 1)]! + s[r + Math.min(2, w - 1)]!; // window at x = 0: [-2, 2]
    for (let x = 0; x < w; x++) {
      tmp[r + x] = acc;
      const add = x + 3 < w ? s[r + x + 3]! : last;
      const sub = x - 2 >= 0 ? s[r + x - 2]! : first;
      acc += add - sub;
    }
  }
  for (let x = 0; x < w; x++) {
    const first = tmp[x]!,
      last = tmp[(h - 1) * w + x]!;
    let acc = 3 * first + tmp[Math.min(1, h - 1) * w + x]! + tmp[Math.min(2, h - 1) * w + x]!;
    for (let y = 0; y < h; y++) {
      out[y * w + x] = (acc + 12) / 25;
      const add = y + 3 < h ? tmp[(y + 3) * w + x]! : last;
      const sub = y - 2 >= 0 ? tmp[(y - 2) * w + x]! : first;
      acc += add - sub;
    }
  }
  return { data: out, width: w, height: h };
}

/** A seeded pattern of test pairs, Gaussian around the centre (as BRIEF's G II), clamped to the patch. */
function makePattern(): Int8Array {
  let seed = 0x2545f491;
  const rnd = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) % 1_000_000) / 1_000_000;
  };
  const gauss = () => {
    const u = Math.max(rnd(), 1e-6),
      v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const lim = PATCH_RADIUS - 4; // room for the rotation of the pattern
  const p = new Int8Array(256 * 4);
  for (let i = 0; i < p.length; i++) p[i] = Math.round(Math.max(-lim, Math.min(lim, gauss() * 5.5)));
  return p;
}

const ANGLE_BINS = 32;
/** The pattern rotated to each of ANGLE_BINS orientations, as offsets (dy·width + dx is done per frame). */
const ROTATED: Int8Array[] = (() => {
  const base = makePattern();
  const out: Int8Array[] = [];
  for (let b = 0; b < ANGLE_BINS; b++) {
    const a = (2 * Math.PI * b) / ANGLE_BINS,
      c = Math.cos(a),
      s = Math.sin(a);
    const r = new Int8Array(base.length);
    for (let i = 0; i < base.length; i += 2) {
      const x = base[i]!,
        y = base[i + 1]!;
      r[i] = Math.round(c * x - s * y);
      r[i + 1] = Math.round(s * x + c * y);
    }
    out.push(r);
  }
  return out;
})();

/** Popcount of 16-bit values, for Hamming distances. */
export const POP16 = (() => {
  const t = new Uint8Array(65536);
  for (let i = 1; i < 65536; i++) t[i] = (i & 1) + t[i >> 1]!;
  return t;
})();

/**
 * Writes the descriptor of the keypoint at pixel (x, y) of `f` into `out` at `at`: the frame is
 * smoothed once, and the rotated test pattern made into pixel offsets for this width per
 * orientation when first used.
 */
export function descriptorWriter(f: GreyFrame): (x: number, y: number, out: Uint32Array, at: number) => void {
  const sm = smooth(f);
  const offsets: (Int32Array | undefined)[] = new Array(ANGLE_BINS);
  return (x, y, out, at) => describe(sm, x, y, out, at, offsets);
}

/** Orientation from the intensity centroid of a disc of radius 7, then the rotated tests. */
function describe(
  sm: GreyFrame,
  x: number,
  y: number,
  out: Uint32Array,
  at: number,
  offsets: (Int32Array | undefined)[],
): void {
  const { width: w, data: d } = sm;
  let m10 = 0,
    m01 = 0;
  for (let dy = -7; dy <= 7; dy++) {
    const r = (y + dy) * w + x;
    const span = DISC_SPANS[dy + 7]!;
    for (let dx = -span; dx <= span; dx++) {
      const v = d[r + dx]!;
      m10 += dx * v;
      m01 += dy * v;
    }
  }
  const angle = Math.atan2(m01, m10);
  const bin = ((Math.round((angle / (2 * Math.PI)) * ANGLE_BINS) % ANGLE_BINS) + ANGLE_BINS) % ANGLE_BINS;
  const o = (offsets[bin] ??= patternOffsets(ROTATED[bin]!, w));
  const c = y * w + x;
  for (let word = 0, j = 0; word < DESCRIPTOR_WORDS; word++) {
    let bits = 0;
    for (let b = 0; b < 32; b++, j += 2) if (d[c + o[j]!]! < d[c + o[j + 1]!]!) bits |= 1 << b;
    out[at + word] = bits >>> 0;
  }
}

/** Half-widths of the orientation disc (radius 7) per row. */
const DISC_SPANS = Int8Array.from({ length: 15 }, (_, i) => Math.floor(Math.sqrt(49 - (i - 7) ** 2)));

/** A rotated pattern's test pairs (dx, dy, dx, dy …) as offsets into a frame of width w. */
function patternOffsets(p: Int8Array, w: number): Int32Array {
  const o = new Int32Array(p.length / 2);
  for (let i = 0; i < o.length; i++) o[i] = p[2 * i + 1]! * w + p[2 * i]!;
  return o;
}

/**
 * Set bits of a 32-bit word (SWAR: no table reads). Faster than the POP16 table inside the
 * matching loops, where every frame keypoint meets every target keypoint while searching.
 */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Hamming distance between descriptor `i` of `a` and descriptor `j` of `b`. */
export function hamming(a: Uint32Array, i: number, b: Uint32Array, j: number): number {
  let s = 0;
  const ai = i * DESCRIPTOR_WORDS,
    bj = j * DESCRIPTOR_WORDS;
  for (let k = 0; k < DESCRIPTOR_WORDS; k++) {
    const x = (a[ai + k]! ^ b[bj + k]!) >>> 0;
    s += POP16[x & 0xffff]! + POP16[x >>> 16]!;
  }
  return s;
}
