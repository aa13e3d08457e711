// The image tracker's tracked frames (issue 21, ≥ 20 fps): once a picture is found, the next
// frames are described only around where it was (frame-region.ts), the search matches with SWAR
// popcounts, and FAST rejects early on the compass pairs. These must not change what is found:
// a moving photo is tracked in every frame of a 30 fps sequence with the rendered pose, a
// smaller picture is described on a part of the frame, and the SWAR distances are the table's.
// (The FAST rewrite was checked to give the same keypoints and descriptors as before on the
// photo and rendered frames, so targets prepared before stay valid.)
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { halveGrey, rgbaToGrey } from "../src/grey";
import { intrinsics, poseFromCorners, rotationAngle } from "../src/index";
import { POP16, detectKeypoints, hamming, popcount32 } from "../src/image/features";
import { cropGrey, trackedRegion } from "../src/image/frame-region";
import { createImageDetector, prepareTarget, targetPlaneCorners } from "../src/image/index";
import { planeToFrame } from "../src/testing/render";
import { addSensorNoise, cardPose, renderWarpedFrame, seededRandom } from "../src/testing/index";

const PHOTO = path.resolve(import.meta.dirname, "../../../apps/web/tests/e2e/fixtures/images/board-photo.jpg");
const photo = (async () => {
  const { data, info } = await sharp(readFileSync(PHOTO)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
})();
const K = intrinsics(640, 480);

describe("image tracking between detections", () => {
  it("tracks a moving photo in every frame of a 30 fps sequence, with the rendered pose (≤ 2°)", async () => {
    const img = await photo;
    const target = prepareTarget(rgbaToGrey(img));
    const det = createImageDetector([target]);
    const rand = seededRandom(21);
    let tracked = 0,
      worst = 0;
    for (let i = 0; i < 24; i++) {
      const pose = cardPose(i, 0, 30, 1.6);
      const frame = rgbaToGrey({
        data: addSensorNoise(renderWarpedFrame(img, pose, K, 640, 480, [70, 74, 80], { samples: 1 }), 2, rand),
        width: 640,
        height: 480,
      });
      const d = det.detect(frame);
      expect(d, `frame ${i}`).not.toBeNull();
      if (d!.tracked) tracked++;
      const p = poseFromCorners(d!.corners, K, targetPlaneCorners(target.aspect));
      worst = Math.max(worst, (rotationAngle(p.R, pose.R) * 180) / Math.PI);
    }
    expect(tracked).toBe(23); // all but the first, which searches
    expect(worst).toBeLessThan(2);
  });

  it("describes only the part of the frame around a smaller picture; none when it fills the frame", () => {
    const small = planeToFrame(cardPose(0, 0, 30, 3), K);
    const box = trackedRegion(small, 477 / 720, 640, 480, 64)!;
    expect(box).not.toBeNull();
    expect((box.x1 - box.x0) * (box.y1 - box.y0)).toBeLessThan(0.5 * 640 * 480);
    for (const v of [box.x0, box.y0, box.x1, box.y1]) expect(v % 2).toBe(0);
    const crop = cropGrey(
      { data: Uint8Array.from({ length: 640 * 480 }, (_, i) => i % 251), width: 640, height: 480 },
      box,
    );
    expect(crop.data[0]).toBe((box.y0 * 640 + box.x0) % 251);
    expect(trackedRegion(planeToFrame(cardPose(0, 0, 30, 0.9), K), 477 / 720, 640, 480, 64)).toBeNull();
  });

  it("SWAR popcount gives the POP16 table's distances", async () => {
    const rand = seededRandom(3);
    for (let k = 0; k < 2000; k++) {
      const x = Math.floor(rand() * 2 ** 32) >>> 0;
      expect(popcount32(x)).toBe(POP16[x & 0xffff]! + POP16[x >>> 16]!);
    }
    const img = await photo;
    const frame = halveGrey(
      rgbaToGrey({
        data: renderWarpedFrame(img, cardPose(5, 0, 30, 1.5), K, 640, 480, [70, 74, 80], { samples: 1 }),
        width: 640,
        height: 480,
      }),
    );
    const kp = detectKeypoints(frame, { maxPoints: 500 });
    expect(kp.count).toBeGreaterThan(100);
    for (let i = 0; i < 20; i++) {
      let d = 0;
      for (let w = 0; w < 8; w++)
        d += popcount32((kp.descriptors[i * 8 + w]! ^ kp.descriptors[(i + 1) * 8 + w]!) >>> 0);
      expect(d).toBe(hamming(kp.descriptors, i, kp.descriptors, i + 1));
    }
  });
});
