// Lag: on hand-held motion (30 fps), how far the smoothed pose's corners are from the true ones,
// against the raw pose's. Smoothing must not make a moving card's content trail behind it.
import {
  PoseFilter,
  poseFromCorners,
  projectPlane,
  UNIT_SQUARE,
  type Pose,
  type PoseFilterOptions,
  type Quad,
} from "../src";
import { addSensorNoise, seededRandom } from "../src/testing";
import { nodeDetector } from "../test/helpers";
import { H, K, render, trueCorners, W, type Card } from "./scenes";

export type MotionRow = { found: number; frames: number; rawRmsPx: number; smoothRmsPx: number };

export async function motionLag(card: Card, poses: Pose[], filterOptions: PoseFilterOptions = {}): Promise<MotionRow> {
  const det = await nodeDetector();
  const rand = seededRandom(5);
  const filter = new PoseFilter(filterOptions);
  let found = 0,
    raw = 0,
    smooth = 0;
  for (const [i, pose] of poses.entries()) {
    const d = await det.detect({ data: addSensorNoise(render(card, pose), 4, rand), width: W, height: H });
    if (!d) {
      filter.reset();
      continue;
    }
    const p = poseFromCorners(d.corners, K);
    const s = filter.filter(p, i * (1000 / 30));
    const truth = trueCorners(pose);
    const err = (q: Quad) => q.reduce((a, c, k) => a + (c[0] - truth[k]![0]) ** 2 + (c[1] - truth[k]![1]) ** 2, 0) / 4;
    if (i >= 5) {
      // after the filter's first frames
      found++;
      raw += err(projectPlane(p, K, UNIT_SQUARE) as Quad);
      smooth += err(projectPlane(s, K, UNIT_SQUARE) as Quad);
    }
  }
  return { found, frames: poses.length, rawRmsPx: Math.sqrt(raw / found), smoothRmsPx: Math.sqrt(smooth / found) };
}
