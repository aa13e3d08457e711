import zlib from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PT_PER_CM } from "@ar/card-layout";
import { renderPrint } from "../../src/print/index";
import { collector, job, type JobSpec } from "./fixtures";

async function renderPdfDoc(spec: JobSpec, bleed = false) {
  const out = collector();
  const progress: number[] = [];
  const result = await renderPrint(await job(spec), out.stream, {
    format: "pdf",
    bleed,
    onProgress: (p) => progress.push(p),
  });
  const bytes = out.bytes();
  return { result, bytes, progress, doc: await PDFDocument.load(bytes) };
}

function imageXObjects(doc: PDFDocument): number {
  let images = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict?.get(PDFName.of("Subtype")) === PDFName.of("Image")) images++;
  }
  return images;
}

/** Stroked straight lines in a page's content streams, as pdf-lib's drawLine writes them. */
function contentText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [];
  return refs
    .map((ref) => doc.context.lookup(ref as PDFRef) as PDFRawStream)
    .map((stream) =>
      (stream.dict.get(PDFName.of("Filter"))
        ? zlib.inflateSync(stream.contents)
        : Buffer.from(stream.contents)
      ).toString("latin1"),
    )
    .join("\n");
}

const num = "(-?[\\d.]+)";

function strokedLines(doc: PDFDocument, page: PDFPage) {
  const text = contentText(doc, page);
  const pattern = new RegExp(`${num} w\\n[^\\n]* d\\n${num} ${num} m\\n[^\\n]* m\\n${num} ${num} l\\nS`, "g");
  return [...text.matchAll(pattern)].map((m) => ({
    width: Number(m[1]),
    x1: Number(m[2]),
    y1: Number(m[3]),
    x2: Number(m[4]),
    y2: Number(m[5]),
  }));
}

/** Lower-left corners of the images drawn on a page, in drawing order. */
function imagePositions(doc: PDFDocument, page: PDFPage) {
  const pattern = new RegExp(
    `1 0 0 1 ${num} ${num} cm\\n1 0 0 1 0 0 cm\\n${num} 0 0 ${num} 0 0 cm\\n1 0 0 1 0 0 cm\\n/Image`,
    "g",
  );
  return [...contentText(doc, page).matchAll(pattern)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
  }));
}

const box = (b: { x: number; y: number; width: number; height: number }) =>
  [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 100) / 100);

describe("PDF", () => {
  it("A4 pages are 21 × 29.6 cm in points, one per sheet side", async () => {
    const { doc, result, progress } = await renderPdfDoc({
      count: 3,
      twoSided: true,
      cut: { template: "A4", width: 21, height: 29.6 },
    });
    // 7 × 5 cards on A4: 3 across, 5 down → one sheet, front and back
    expect(doc.getPageCount()).toBe(2);
    expect(result).toMatchObject({ kind: "pdf", files: 2 });
    for (const page of doc.getPages()) {
      const expected = box({ x: 0, y: 0, width: 21 * PT_PER_CM, height: 29.6 * PT_PER_CM });
      expect(box(page.getMediaBox())).toEqual(expected);
      expect(box(page.getTrimBox())).toEqual(expected);
      expect(box(page.getBleedBox())).toEqual(expected);
    }
    expect(progress.at(-1)).toBe(90);
  });

  it("page count matches the sheets needed", async () => {
    const { doc } = await renderPdfDoc({ count: 9 });
    expect(doc.getPageCount()).toBe(3);
  });

  it("embeds each background once however many pages use it", async () => {
    const { doc, bytes } = await renderPdfDoc({ count: 40, twoSided: true });
    expect(doc.getPageCount()).toBe(20);
    expect(imageXObjects(doc)).toBe(2);
    // Vector QR codes and one shared image per side keep the file small.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it("with bleed: trim is the sheet, bleed 3 mm around it, crop marks outside on a larger page", async () => {
    const { doc } = await renderPdfDoc(
      // Two 14.8 × 10.2 cm cards and the 6 mm bleed gutter between them fill the A5 sheet.
      { count: 2, cut: { template: "A5", width: 14.8, height: 21 }, card: { width: 14.8, height: 10.2 } },
      true,
    );
    const page = doc.getPage(0);
    const mm = PT_PER_CM / 10;
    const trim = page.getTrimBox();
    const bleed = page.getBleedBox();
    const media = page.getMediaBox();
    expect([trim.width, trim.height].map((v) => Math.round(v * 100) / 100)).toEqual(
      [14.8 * PT_PER_CM, 21 * PT_PER_CM].map((v) => Math.round(v * 100) / 100),
    );
    expect(trim.x - bleed.x).toBeCloseTo(3 * mm);
    expect(bleed.width - trim.width).toBeCloseTo(6 * mm);
    expect(media.width - bleed.width).toBeCloseTo(10 * mm);
    expect(media.x).toBe(0);
    // Crop marks (0.25 pt) lie wholly outside the bleed box, and there is one for each cut.
    const marks = strokedLines(doc, page).filter((l) => l.width === 0.25);
    const outsideBleed = (l: { x1: number; y1: number; x2: number; y2: number }) =>
      Math.max(l.y1, l.y2) <= bleed.y + 1e-6 ||
      Math.min(l.y1, l.y2) >= bleed.y + bleed.height - 1e-6 ||
      Math.max(l.x1, l.x2) <= bleed.x + 1e-6 ||
      Math.min(l.x1, l.x2) >= bleed.x + bleed.width - 1e-6;
    // 2 vertical cut positions × top and bottom + 4 horizontal (both trims of two cards, 6 mm
    // apart) × left and right
    expect(doc.getPageCount()).toBe(1);
    expect(marks).toHaveLength(2 * 2 + 4 * 2);
    expect(marks.every(outsideBleed)).toBe(true);
    // The bleed mirrors the artwork embedded once (a transform and a clip per strip): no extra images.
    expect(imageXObjects(doc)).toBe(1);
  });

  it("mirrors the backs for duplex", async () => {
    // 16 × 12 cm sheet, 7 cm cards placed top-left: fronts at x 0 and 7, backs at 9 and 2.
    const { doc } = await renderPdfDoc({ count: 3, twoSided: true, cut: { placement: "top-left" } });
    const xs = (i: number) => imagePositions(doc, doc.getPage(i)).map((p) => Math.round((p.x / PT_PER_CM) * 100) / 100);
    expect(xs(0)).toEqual([0, 7, 0]);
    expect(xs(1)).toEqual([9, 2, 9]);
  });

  it("per-card pages for template none", async () => {
    const { doc } = await renderPdfDoc({ count: 2, twoSided: true, cut: { template: "none" } });
    expect(doc.getPageCount()).toBe(4);
    expect(box(doc.getPage(0).getTrimBox())).toEqual(box({ x: 0, y: 0, width: 7 * PT_PER_CM, height: 5 * PT_PER_CM }));
  });
});
