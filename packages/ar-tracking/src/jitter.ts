import type { Quad } from "./types";

/**
 * Jitter of a sequence of quads that should be still: RMS distance in pixels of every corner from
 * its own mean position over the sequence.
 */
export function jitterRms(quads: readonly Quad[]): number {
  if (quads.length === 0) return 0;
  let s = 0;
  for (let c = 0; c < 4; c++) {
    let mx = 0,
      my = 0;
    for (const q of quads) {
      mx += q[c]![0];
      my += q[c]![1];
    }
    mx /= quads.length;
    my /= quads.length;
    for (const q of quads) s += (q[c]![0] - mx) ** 2 + (q[c]![1] - my) ** 2;
  }
  return Math.sqrt(s / (4 * quads.length));
}
