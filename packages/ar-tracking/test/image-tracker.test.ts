// The image tracker (@ar/ar-tracking/image) on a real photograph: a target prepared from the
// picture, written and read back as the file the viewer fetches, is found in rendered camera
// frames moved and tilted, with the pose the frame was rendered with; a flat picture scores low on
// trackability and is found less often than the photo under the same camera path.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyseTrackability, analysisSize } from "@ar/card-layout";
import { intrinsics, poseFromCorners, rotationAngle } from "../src/index";
import { rgbaToGrey } from "../src/grey";
import {
  createImageDetector,
  parseTarget,
  prepareTarget,
  serializeTarget,
  targetPlaneCorners,
  trackabilityScore,
  type ImageTarget,
} from "../src/image/index";
import { addSensorNoise, cardPose, renderWarpedFrame, seededRandom, type Rgba } from "../src/testing/index";

const PHOTO = path.resolve(import.meta.dirname, "../../../apps/web/tests/e2e/fixtures/images/board-photo.jpg");

async function rgba(buf: Buffer | Promise<Buffer>): Promise<Rgba> {
  const { data, info } = await sharp(await buf)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}
const photo = rgba(readFileSync(PHOTO));
/** A picture a tracker struggles with: a soft gradient with two large blurred blobs. */
const flat = rgba(
  sharp({ create: { width: 720, height: 477, channels: 3, background: "#d8c8b0" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="477"><circle cx="240" cy="220" r="120" fill="#c0a890"/><rect x="420" y="120" width="200" height="220" fill="#b8b0a0"/></svg>',
        ),
      },
    ])
    .blur(6)
    .png()
    .toBuffer(),
);

/** The photo's target and found rate, computed once for two tests. */
let photoRun: Promise<{ target: ImageTarget; rate: number; worst: number }> | null = null;
const photoResult = () =>
  (photoRun ??= photo.then((img) => {
    const target = targetOf(img);
    return { target, ...foundRate(img, target) };
  }));

const targetOf = (img: Rgba) =>
  parseTarget(JSON.parse(JSON.stringify(serializeTarget(prepareTarget(rgbaToGrey(img))))));

/** Fraction of frames (the card-video path: still, then sway, tilt and approach) where the target is found. */
function foundRate(img: Rgba, target: ImageTarget, frames = 8) {
  const K = intrinsics(640, 480);
  const det = createImageDetector([target]);
  const rand = seededRandom(11);
  let found = 0,
    worstDeg = 0;
  for (let i = 0; i < frames; i++) {
    // Every frame far apart in time: the tracker gets no help from the previous one.
    det.reset();
    const pose = cardPose(i * 19, 0, 30, 1.5);
    const frame = addSensorNoise(renderWarpedFrame(img, pose, K, 640, 480, [70, 74, 80]), 2, rand);
    const d = det.detect(rgbaToGrey({ data: frame, width: 640, height: 480 }));
    if (!d) continue;
    found++;
    const p = poseFromCorners(d.corners, K, targetPlaneCorners(target.aspect));
    worstDeg = Math.max(
      worstDeg,
      (rotationAngle(p.R, pose.R) * 180) / Math.PI,
      (100 * Math.hypot(p.t[0] - pose.t[0], p.t[1] - pose.t[1], p.t[2] - pose.t[2])) / pose.t[2],
    );
  }
  return { rate: found / frames, worst: worstDeg };
}

describe("image tracker", () => {
  it("a target survives its file round trip and finds the photo moved and tilted, with the rendered pose (≤ 2° / 2 %)", async () => {
    const { target, rate, worst } = await photoResult();
    expect(target.count).toBeGreaterThan(600);
    expect(target.levels[0]).toBe(560);
    expect(rate).toBeGreaterThanOrEqual(0.9);
    expect(worst).toBeLessThan(2);
  });

  it("while tracking, a second picture in the list is not confused with the first; a frame without either finds nothing", async () => {
    const [a, b] = [await photo, await flat];
    const det = createImageDetector([targetOf(b), targetOf(a)]);
    const K = intrinsics(640, 480);
    const frame = renderWarpedFrame(a, cardPose(0, 0, 30, 1.5), K, 640, 480);
    expect(det.detect(rgbaToGrey({ data: frame, width: 640, height: 480 }))?.target).toBe(1);
    expect(det.detect(rgbaToGrey({ data: frame, width: 640, height: 480 }))).toMatchObject({
      target: 1,
      tracked: true,
    });
    const empty = new Uint8ClampedArray(640 * 480 * 4).fill(90);
    expect(det.detect(rgbaToGrey({ data: empty, width: 640, height: 480 }))).toBeNull();
  });

  it("trackability: the flat picture scores low and is found less reliably than the photo with the same camera", async () => {
    const f = await flat;
    const tf = targetOf(f);
    const photoRun = await photoResult();
    const [sp, sf] = [trackabilityScore(photoRun.target), trackabilityScore(tf)];
    expect(sp).toBeGreaterThanOrEqual(70);
    expect(sf).toBeLessThan(30);
    expect(foundRate(f, tf).rate).toBeLessThan(photoRun.rate - 0.5);
  });

  it("the design step's own score (card-layout analyseTrackability, on its analysis copy) ranks the pictures as the tracker finds them", async () => {
    const wizardScore = async (img: Rgba) => {
      const { width, height } = analysisSize(img.width, img.height);
      const { data } = await sharp(Buffer.from(img.data), {
        raw: { width: img.width, height: img.height, channels: 4 },
      })
        .resize(width, height)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return analyseTrackability({ width, height, data: new Uint8Array(data) }).score;
    };
    const [p, f] = [await photo, await flat];
    const [high, low] = [await wizardScore(p), await wizardScore(f)];
    expect(high).toBeGreaterThan(low + 30);
    // …and the real tracker, with the same fake-camera path, finds the low-score one less often.
    expect(foundRate(f, targetOf(f)).rate).toBeLessThan((await photoResult()).rate - 0.5);
  });

  it("refuses a file that is not a target, or a truncated one", () => {
    expect(() => parseTarget({ format: "x" })).toThrow("not an image target file");
    const file = serializeTarget(
      prepareTarget({ data: new Uint8Array(64 * 64).map((_, i) => (i * 37) % 255), width: 64, height: 64 }),
    );
    expect(() => parseTarget({ ...file, count: file.count + 1 })).toThrow("truncated");
  });
});
