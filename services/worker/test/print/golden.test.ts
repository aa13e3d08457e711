// Golden images: one small sheet per cut style, compared with pixelmatch. A half-size job
// (3.5 × 2.5 cm cards on an 8 × 6 cm sheet) at 150 DPI keeps the PNGs small while the
// 2 px / 4 px (at 300 DPI) line widths still differ: 1 px and 2 px here. Regenerate after an intended change with:
//   UPDATE_GOLDEN=1 npx vitest run services/worker/test/print/golden.test.ts
// and look at the PNGs before committing them.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CUT_LINE_STYLES, type CutOptions } from "@ar/card-layout";
import { renderPrint } from "../../src/print/index";
import { collector, job, readZip, rgba, type JobSpec } from "./fixtures";

const GOLDEN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const DPI = 150;
const SMALL = { card: { width: 3.5, height: 2.5 } };
// JPEG decoders may differ by a level or two between libjpeg builds; real changes (a line
// moved by a pixel, a missing QR) differ by far more than 0.5% of the pixels.
const MAX_MISMATCH_RATIO = 0.005;

async function renderPage(spec: JobSpec, page: string): Promise<Buffer> {
  const out = collector();
  await renderPrint(await job({ ...SMALL, ...spec }), out.stream, { dpi: DPI });
  const jpeg = (await readZip(out.bytes())).get(page);
  if (!jpeg) throw new Error(`${page} missing`);
  return jpeg;
}

async function compareWithGolden(name: string, jpeg: Buffer): Promise<void> {
  const file = path.join(GOLDEN_DIR, `${name}.png`);
  if (UPDATE || !fs.existsSync(file)) {
    if (!UPDATE) throw new Error(`No golden ${name}.png: run with UPDATE_GOLDEN=1`);
    fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    await sharp(jpeg).png({ compressionLevel: 9 }).toFile(file);
    return;
  }
  const golden = PNG.sync.read(fs.readFileSync(file));
  const actual = await rgba(jpeg);
  expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
  const mismatched = pixelmatch(golden.data, actual.data, undefined, golden.width, golden.height, { threshold: 0.1 });
  expect(mismatched / (golden.width * golden.height)).toBeLessThanOrEqual(MAX_MISMATCH_RATIO);
}

describe("golden sheets", () => {
  for (const style of CUT_LINE_STYLES) {
    it(`cut style ${style}`, async () => {
      const cut: Partial<CutOptions> = { cutLineStyle: style, width: 8, height: 6, extendedLinesWidth: 2 };
      await compareWithGolden(`sheet-${style}`, await renderPage({ cut }, "Page-1.jpg"));
    });
  }

  it("back of a two-sided top-left sheet is mirrored", async () => {
    const spec: JobSpec = {
      twoSided: true,
      count: 3,
      cut: { placement: "top-left", cutLineStyle: "extended-markers", width: 8.5, height: 6.5 },
    };
    await compareWithGolden("sheet-back-top-left", await renderPage(spec, "Page-2.jpg"));
  });

  it("a golden comparison catches a shifted line", async () => {
    const golden = PNG.sync.read(fs.readFileSync(path.join(GOLDEN_DIR, "sheet-solid-bold.png")));
    const other = await rgba(await renderPage({ cut: { cutLineStyle: "solid", width: 8, height: 6 } }, "Page-1.jpg"));
    const mismatched = pixelmatch(golden.data, other.data, undefined, golden.width, golden.height, { threshold: 0.1 });
    expect(mismatched / (golden.width * golden.height)).toBeGreaterThan(MAX_MISMATCH_RATIO);
  });
});
