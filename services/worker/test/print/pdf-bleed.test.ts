// The print-ready PDF with bleed, rendered to pixels by poppler's pdftoppm (as a print shop's RIP
// would): every card's artwork runs 3 mm past its own trim on all four sides — mirrored at the
// edge, so the colour just outside the trim is the colour just inside, not white and not the
// stretched edge row — cards are spaced so no bleed covers a neighbour, paper outside the bleed
// stays white, and the boxes say where to cut.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PT_PER_CM, bleedGutterCm, cardRects, fitCards, pageMarginCm } from "@ar/card-layout";
import { renderPrint } from "../../src/print/index";
import { FRONT_PALETTE, artwork, collector, job } from "./fixtures";

const run = promisify(execFile);
const DPI = 150;
const pxPerCm = DPI / 2.54;
const FRAME = "#1E1E1E";

/** The fixture's quadrant artwork inside a 10 px dark frame (0.7 mm on a 7 cm card): stretching the edge row would paint the bleed dark. */
async function framedArtwork(): Promise<Buffer> {
  const inner = await artwork(980, 694, FRONT_PALETTE);
  return sharp(inner).extend({ top: 10, bottom: 10, left: 10, right: 10, background: FRAME }).png().toBuffer();
}

type Pixels = { data: Buffer; width: number; height: number };
let dir: string;
let pdf: PDFDocument;
let pixels: Pixels;

beforeAll(async () => {
  const spec = await job({ count: 4, frontQr: undefined });
  spec.design.front.image = await framedArtwork();
  const out = collector();
  await renderPrint(spec, out.stream, { format: "pdf", bleed: true });
  const bytes = out.bytes();
  pdf = await PDFDocument.load(bytes);
  dir = await mkdtemp(path.join(tmpdir(), "pdf-bleed-"));
  await writeFile(path.join(dir, "cards.pdf"), bytes);
  // MediaBox (the whole page, marks included), not the crop box's default.
  await run("pdftoppm", ["-r", String(DPI), "-png", "-singlefile", "cards.pdf", "page"], { cwd: dir });
  const decoded = await sharp(await readFile(path.join(dir, "page.png")))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  pixels = { data: decoded.data, width: decoded.info.width, height: decoded.info.height };
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The colour at a point given in cm from the page's top-left corner. */
function at(xCm: number, yCm: number): [number, number, number] {
  const x = Math.round(xCm * pxPerCm);
  const y = Math.round(yCm * pxPerCm);
  const i = (y * pixels.width + x) * 3;
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
}

const close = (a: number[], b: number[], tolerance = 24) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const white = (c: number[]) => c.every((v) => v > 245);
const hex = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));

// 7 × 5 cm cards on the 16 × 12 cm sheet, spaced by the bleed gutter: 2 × 2, centred; the sheet's
// trim starts 8 mm (3 mm bleed + 5 mm marks) from the page edge.
const layout = fitCards({
  sheetWidth: 16,
  sheetHeight: 12,
  cardWidth: 7,
  cardHeight: 5,
  placement: "center",
  gutter: bleedGutterCm(true),
});
const margin = pageMarginCm(true);
const cards = cardRects(layout).map((r) => ({ ...r, x: r.x + margin, y: r.y + margin }));

describe("PDF with bleed, rendered", () => {
  it("lays four cards out 6 mm apart and keeps the boxes: TrimBox the sheet, BleedBox 3 mm out, MediaBox 5 mm beyond", () => {
    expect(layout.perSheet).toBe(4);
    expect(cards[1]!.x - (cards[0]!.x + 7)).toBeCloseTo(0.6);
    const page = pdf.getPage(0);
    const cm = (v: number) => Math.round((v / PT_PER_CM) * 1000) / 1000;
    const box = (b: { x: number; y: number; width: number; height: number }) => [b.x, b.y, b.width, b.height].map(cm);
    expect(box(page.getTrimBox())).toEqual([0.8, 0.8, 16, 12]);
    expect(box(page.getBleedBox())).toEqual([0.5, 0.5, 16.6, 12.6]);
    expect(box(page.getMediaBox())).toEqual([0, 0, 17.6, 13.6]);
    // pdftoppm rounds the page up to whole pixels.
    expect(Math.abs(pixels.width - 17.6 * pxPerCm)).toBeLessThanOrEqual(1);
    expect(Math.abs(pixels.height - 13.6 * pxPerCm)).toBeLessThanOrEqual(1);
  });

  it("every card's artwork runs into its bleed on all four sides and corners, mirrored: no white, no stretched frame", () => {
    const outside = 0.2; // 2 mm past the trim, inside the 3 mm bleed, past the 0.7 mm frame's mirror image
    for (const c of cards) {
      // Points a quarter of the way along each edge (away from the quadrant boundaries), and
      // their mirror images inside the trim.
      const probes = [
        { out: [c.x - outside, c.y + c.height / 4], mirror: [c.x + outside, c.y + c.height / 4] },
        {
          out: [c.x + c.width + outside, c.y + (3 * c.height) / 4],
          mirror: [c.x + c.width - outside, c.y + (3 * c.height) / 4],
        },
        { out: [c.x + (3 * c.width) / 4, c.y - outside], mirror: [c.x + (3 * c.width) / 4, c.y + outside] },
        { out: [c.x + c.width / 4, c.y + c.height + outside], mirror: [c.x + c.width / 4, c.y + c.height - outside] },
        // Corners: mirrored on both axes.
        { out: [c.x - 0.15, c.y + c.height + 0.15], mirror: [c.x + 0.15, c.y + c.height - 0.15] },
        { out: [c.x + c.width + 0.15, c.y - 0.15], mirror: [c.x + c.width - 0.15, c.y + 0.15] },
      ];
      for (const p of probes) {
        const colour = at(p.out[0]!, p.out[1]!);
        expect(white(colour), `white at ${p.out.join(", ")} cm`).toBe(false);
        expect(close(colour, hex(FRAME), 40), `stretched frame at ${p.out.join(", ")} cm`).toBe(false);
        expect(close(colour, at(p.mirror[0]!, p.mirror[1]!)), `mirror of ${p.out.join(", ")} cm`).toBe(true);
      }
      // The frame itself is still at the trim: the artwork is not shifted or scaled.
      expect(close(at(c.x + 0.03, c.y + c.height / 4), hex(FRAME), 40)).toBe(true);
    }
  });

  it("neighbouring bleeds meet in the gutter without covering each other's trim", () => {
    const [a, b] = cards;
    // 1 mm either side of the gutter's middle: each is its own card's mirrored artwork.
    const middle = a!.x + a!.width + 0.3;
    const y = a!.y + a!.height / 4;
    expect(close(at(middle - 0.1, y), at(a!.x + a!.width - 0.2, y))).toBe(true);
    expect(close(at(middle + 0.1, y), at(b!.x + 0.2, y))).toBe(true);
  });

  it("outside the bleed the page is white paper with the crop marks", () => {
    // 1 mm beyond the bleed box, away from any mark line.
    expect(white(at(0.4, 13.6 / 2 + 0.37))).toBe(true);
    expect(white(at(17.6 - 0.4, 13.6 / 2 + 0.37))).toBe(true);
    // A crop mark at the first card's left trim edge, in the top band.
    const markX = Math.round(cards[0]!.x * pxPerCm);
    const column = Array.from({ length: 5 }, (_, i) => at((markX + i - 2) / pxPerCm, 0.25));
    expect(column.some((c) => c.every((v) => v < 160))).toBe(true);
  });
});
