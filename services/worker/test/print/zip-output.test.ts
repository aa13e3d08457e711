import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPrint } from "../../src/print/index";
import type { PrintJob } from "../../src/print/types";
import { QR, collector, job, readZip, type JobSpec } from "./fixtures";

async function render(spec: JobSpec, dpi = 60) {
  const out = collector();
  const progress: number[] = [];
  const result = await renderPrint(await job(spec), out.stream, { dpi, onProgress: (p) => progress.push(p) });
  return { result, bytes: out.bytes(), progress };
}

/**
 * Two pages in flight, so two buffers: with fronts and backs alternating, every page after the
 * first two is painted on the buffer of the previous page of its side.
 */
async function renderWithReuse(j: PrintJob): Promise<Map<string, Buffer>> {
  const out = collector();
  await renderPrint(j, out.stream, { dpi: 60, concurrency: 2 });
  return readZip(out.bytes());
}

describe("template none: one image per card", () => {
  it("names one-sided cards <id>.jpg", async () => {
    const { result, bytes } = await render({ count: 3, cut: { template: "none" } });
    const files = await readZip(bytes);
    expect([...files.keys()]).toEqual(["card1.jpg", "card2.jpg", "card3.jpg"]);
    expect(result).toEqual({ kind: "zip", contentType: "application/zip", files: 3 });
  });

  it("names two-sided cards <id>-front.jpg and <id>-back.jpg", async () => {
    const { bytes } = await render({ count: 2, twoSided: true, cut: { template: "none" } });
    expect([...(await readZip(bytes)).keys()]).toEqual([
      "card1-front.jpg",
      "card1-back.jpg",
      "card2-front.jpg",
      "card2-back.jpg",
    ]);
  });

  it("cards are the card's physical size at 300 DPI, JPEG with 300 DPI metadata", async () => {
    const { bytes } = await render({ count: 1, cut: { template: "none" } }, 300);
    const jpeg = (await readZip(bytes)).get("card1.jpg")!;
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([827, 591]); // 7 × 5 cm
    expect(meta.density).toBe(300);
  });
});

describe("sheet templates: Page-N.jpg", () => {
  it("one page per sheet, one-sided", async () => {
    const { result, bytes } = await render({ count: 9 }); // 4 per sheet
    expect([...(await readZip(bytes)).keys()]).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg"]);
    expect(result.files).toBe(3);
  });

  it("interleaves fronts and backs when two-sided", async () => {
    const { bytes } = await render({ count: 5, twoSided: true });
    expect([...(await readZip(bytes)).keys()]).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg", "Page-4.jpg"]);
  });

  it("A4 sheets are 2480 × 3496 px at 300 DPI (21 × 29.6 cm) and say 300 DPI", async () => {
    const { bytes } = await render({ count: 1, cut: { template: "A4", width: 21, height: 29.6 } }, 300);
    const meta = await sharp((await readZip(bytes)).get("Page-1.jpg")!).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([2480, 3496, 300]);
  });

  it("reuses the encoded page for a side without a QR code", async () => {
    const { bytes } = await render({ count: 8, twoSided: true, frontQr: undefined, backQr: undefined });
    const files = await readZip(bytes);
    expect(files.get("Page-1.jpg")!.equals(files.get("Page-3.jpg")!)).toBe(true);
  });

  it("refuses a sheet that fits no card", async () => {
    await expect(render({ cut: { width: 5, height: 5 } })).rejects.toThrow("No card fits on the sheet");
  });

  it("reports progress climbing to 90", async () => {
    const { progress } = await render({ count: 16 });
    expect(progress.at(-1)).toBe(90);
    expect(progress.every((p, i) => i === 0 || p > progress[i - 1]!)).toBe(true);
    expect(Math.max(...progress)).toBe(90);
  });

  it("stores entries without compression", async () => {
    const { bytes } = await render({ count: 4 });
    // Local file header: compression method at offset 8, 0 = stored.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(8)).toBe(0);
  });
});

describe("reused page buffers", () => {
  // A QR code hanging over the card's right edge must not leave marks on the neighbour.
  const overEdge = { ...QR, x: 850, size: 300 };

  it("a sheet repainted on a buffer of the same kind equals a freshly painted one", async () => {
    const batch = await job({
      count: 12,
      twoSided: true,
      frontQr: overEdge,
      backQr: overEdge,
      cut: { cutLineStyle: "extended" },
    });
    const reused = await renderWithReuse(batch);
    const fresh = await renderWithReuse({ ...batch, cards: batch.cards.slice(4, 8) });
    expect(reused.get("Page-3.jpg")!.equals(fresh.get("Page-1.jpg")!)).toBe(true);
    expect(reused.get("Page-4.jpg")!.equals(fresh.get("Page-2.jpg")!)).toBe(true);
  });

  it("a card repainted on a buffer of the same kind equals a freshly painted one", async () => {
    const batch = await job({ count: 3, twoSided: true, frontQr: overEdge, backQr: QR, cut: { template: "none" } });
    const reused = await renderWithReuse(batch);
    const fresh = await renderWithReuse({ ...batch, cards: batch.cards.slice(2) });
    expect(reused.get("card3-front.jpg")!.equals(fresh.get("card3-front.jpg")!)).toBe(true);
    expect(reused.get("card3-back.jpg")!.equals(fresh.get("card3-back.jpg")!)).toBe(true);
  });
});

describe("csv", () => {
  it("writes the card links joined by line breaks", async () => {
    const out = collector();
    const j = await job({ count: 3, cut: { template: "csv" } });
    const result = await renderPrint(j, out.stream);
    expect(out.bytes().toString("utf8").split("\n")).toEqual(j.cards.map((c) => c.link));
    expect(result).toMatchObject({ kind: "csv", files: 3 });
  });
});
