// Jitter on a still card: the same rendered frame with fresh sensor noise each time (200 frames at
// 30 fps), detected and posed; the corners the pose projects, before and after the PoseFilter.
import { jitterRms, PoseFilter, poseFromCorners, projectPlane, UNIT_SQUARE, type Pose, type Quad } from "../src";
import { addSensorNoise, seededRandom } from "../src/testing";
import { nodeDetector } from "../test/helpers";
import { H, K, render, W, type Card } from "./scenes";

export type JitterRow = {
  label: string;
  refine: boolean;
  codePx: number;
  sigma: number;
  found: number;
  rawRmsPx: number;
  smoothRmsPx: number;
};

export async function stillJitter(
  card: Card,
  pose: Pose,
  label: string,
  sigma: number,
  refine = true,
  frames = 200,
): Promise<JitterRow> {
  const det = await nodeDetector({ refine });
  const base = render(card, pose);
  const rand = seededRandom(99);
  const filter = new PoseFilter();
  const raw: Quad[] = [],
    smooth: Quad[] = [];
  let found = 0;
  for (let i = 0; i < frames; i++) {
    const d = await det.detect({ data: addSensorNoise(base, sigma, rand), width: W, height: H });
    if (!d) continue;
    found++;
    const p = poseFromCorners(d.corners, K);
    raw.push(projectPlane(p, K, UNIT_SQUARE) as Quad);
    smooth.push(projectPlane(filter.filter(p, i * (1000 / 30)), K, UNIT_SQUARE) as Quad);
  }
  const c = projectPlane(pose, K, UNIT_SQUARE);
  const codePx = Math.hypot(c[1]![0] - c[0]![0], c[1]![1] - c[0]![1]);
  return {
    label,
    refine,
    codePx: Math.round(codePx),
    sigma,
    found,
    rawRmsPx: jitterRms(raw),
    smoothRmsPx: jitterRms(smooth),
  };
}
