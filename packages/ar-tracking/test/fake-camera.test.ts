import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cardImage, makeCardVideo, rgbaToI420 } from "../src/testing";
import { nodeDetector } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "ar-tracking-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("fake-camera video (Y4M for Chromium's --use-file-for-fake-video-capture)", () => {
  it("converts RGBA to limited-range I420", () => {
    const px = new Uint8ClampedArray([255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255]);
    const yuv = rgbaToI420(px, 2, 2);
    expect([...yuv]).toEqual([235, 235, 16, 16, 128, 128]);
  });

  it("writes a still part then motion, and each frame's code is found where the video says it is", async () => {
    const { image, qr } = cardImage({
      url: "https://ar.example.com/c/y4m-test",
      width: 800,
      height: 560,
      moduleSize: 8,
    });
    const path = join(dir, "card.y4m");
    const v = makeCardVideo({ image, qr, frames: 12, stillFrames: 4, path, fps: 30 });
    const bytes = readFileSync(path);
    const header = "YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n";
    expect(bytes.subarray(0, header.length).toString()).toBe(header);
    const frameBytes = 6 + 640 * 480 * 1.5;
    expect(bytes.length).toBe(header.length + 12 * frameBytes);
    expect(v.frames).toBe(12);
    // Still part: identical poses; then it moves.
    expect(v.poses[3]).toEqual(v.poses[0]);
    expect(v.poses[8]!.t).not.toEqual(v.poses[0]!.t);

    const det = await nodeDetector();
    for (const i of [0, 6, 11]) {
      const off = header.length + i * frameBytes;
      expect(bytes.subarray(off, off + 6).toString()).toBe("FRAME\n");
      // Y plane back to full-range grey, as the camera pipeline would.
      const y = bytes.subarray(off + 6, off + 6 + 640 * 480);
      const grey = new Uint8Array(y.length);
      for (let k = 0; k < y.length; k++) grey[k] = Math.max(0, Math.min(255, Math.round(((y[k]! - 16) * 255) / 219)));
      const d = await det.detect({ data: grey, width: 640, height: 480 });
      expect(d?.text, `frame ${i}`).toBe("https://ar.example.com/c/y4m-test");
      d!.corners.forEach((p, c) =>
        expect(Math.hypot(p[0] - v.qrCorners![i]![c]![0], p[1] - v.qrCorners![i]![c]![1])).toBeLessThan(1.5),
      );
    }
  });
});
