// The PoseFilter's trade-off on corners with 0.5 px Gaussian noise (a phone camera's order of
// magnitude; the refined detector gives ~0.03 px on synthetic frames): still jitter vs how far
// content trails a card moved by hand. Pure maths, no rendering.
import {
  jitterRms,
  PoseFilter,
  poseFromCorners,
  projectPlane,
  UNIT_SQUARE,
  type PoseFilterOptions,
  type Quad,
} from "../src";
import { seededRandom } from "../src/testing";
import { K, motionPoses, poseAt, trueCorners, type Card } from "./scenes";

const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());
const noisy = (q: Quad, r: () => number, s: number) => q.map(([x, y]) => [x + s * gauss(r), y + s * gauss(r)]) as Quad;

export function filterTradeoff(card: Card, o: PoseFilterOptions = {}, sigmaPx = 0.5) {
  const r = seededRandom(1);
  const still = poseAt(card, [0.3, 0.1, 0], 8);
  let f = new PoseFilter(o);
  const raw: Quad[] = [],
    out: Quad[] = [];
  for (let i = 0; i < 200; i++) {
    const p = poseFromCorners(noisy(trueCorners(still), r, sigmaPx), K);
    raw.push(projectPlane(p, K, UNIT_SQUARE) as Quad);
    out.push(projectPlane(f.filter(p, i * (1000 / 30)), K, UNIT_SQUARE) as Quad);
  }
  f = new PoseFilter(o);
  const motion = motionPoses(card, 300);
  let e = 0,
    er = 0;
  for (const [i, pose] of motion.entries()) {
    const t = trueCorners(pose);
    const p = poseFromCorners(noisy(t, r, sigmaPx), K);
    const d = (q: Quad) => q.reduce((a, c, k) => a + (c[0] - t[k]![0]) ** 2 + (c[1] - t[k]![1]) ** 2, 0) / 4;
    e += d(projectPlane(f.filter(p, i * (1000 / 30)), K, UNIT_SQUARE) as Quad);
    er += d(projectPlane(p, K, UNIT_SQUARE) as Quad);
  }
  return {
    stillRaw: jitterRms(raw.slice(20)),
    still: jitterRms(out.slice(20)),
    motionRaw: Math.sqrt(er / motion.length),
    motion: Math.sqrt(e / motion.length),
  };
}
