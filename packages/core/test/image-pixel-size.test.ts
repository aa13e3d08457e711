// The header reader behind the image pixel cap reads what sharp (the worker's decoder) reads, for
// each encoding an upload may carry, and never guesses from a header it does not have in full.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { readPixelSize } from "../src/uploads/image-pixel-size";
import { pixelRefusal } from "../src/uploads/image-pixel-cap";

const base = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 90, b: 200, alpha: 0.5 } } });

const samples: [string, string, () => Promise<Buffer>][] = [
  ["png", "png", () => base(301, 77).png().toBuffer()],
  ["png with alpha, interlaced", "png", () => base(77, 301, 4).png({ progressive: true }).toBuffer()],
  ["baseline jpeg", "jpg", () => base(640, 481).jpeg().toBuffer()],
  ["progressive jpeg", "jpg", () => base(481, 640).jpeg({ progressive: true }).toBuffer()],
  [
    "jpeg with EXIF and ICC before its frame",
    "jpg",
    () =>
      base(1000, 10)
        .jpeg()
        .withMetadata({ icc: "p3", exif: { IFD0: { Copyright: "x".repeat(20000) } } })
        .toBuffer(),
  ],
  ["lossy webp", "webp", () => base(333, 222).webp().toBuffer()],
  ["lossless webp", "webp", () => base(222, 333).webp({ lossless: true }).toBuffer()],
  ["webp with alpha (VP8X)", "webp", () => base(1234, 567, 4).webp().toBuffer()],
];

describe("readPixelSize", () => {
  for (const [name, ext, make] of samples) {
    it(`${name}: the size sharp reads; a cut header asks for more`, async () => {
      const bytes = await make();
      const meta = await sharp(bytes).metadata();
      expect(readPixelSize(ext, bytes)).toEqual({ width: meta.width, height: meta.height });
      for (const cut of [0, 1, 2, 11, 20, 23]) expect(readPixelSize(ext, bytes.subarray(0, cut))).toBe("more");
    });
  }

  it("bytes that are not the type's header are unreadable", () => {
    for (const ext of ["png", "jpg", "webp", "gif"])
      expect(readPixelSize(ext, Buffer.from("not an image at all, just some text"))).toBe("unreadable");
  });

  it("a JPEG whose frame declares height 0 (deferred to after the scan) is unreadable", async () => {
    const bytes = await base(64, 48).jpeg().toBuffer();
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(0, sof + 5);
    expect(readPixelSize("jpg", bytes)).toBe("unreadable");
  });
});

describe("pixelRefusal", () => {
  it("caps a side at 12000 px and the whole at 50 Mpx", () => {
    expect(pixelRefusal(12000, 4000)).toBeNull();
    expect(pixelRefusal(5000, 10000)).toBeNull();
    expect(pixelRefusal(12001, 1)).toMatch(/12001×1 px/);
    expect(pixelRefusal(7072, 7072)).toMatch(/50 megapixels/);
  });
});
