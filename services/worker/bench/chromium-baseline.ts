// (c) The original approach, for comparison: headless Chromium draws each sheet on a 2D
// canvas, encodes it with toBlob('image/jpeg', 0.95) and zips the blobs with JSZip (store).
// Geometry (card slots, cut lines, QR modules) comes from the same @ar/card-layout maths so
// both sides draw the same picture; the page keeps one canvas per core in flight.

import { createRequire } from "node:module";
import os from "node:os";
import { chromium } from "playwright-core";
import {
  cardRects,
  cutLineSegments,
  fitCards,
  layoutToPixels,
  mirrorLayout,
  pxPerCm,
  qrRectOnCard,
  sheetPages,
} from "@ar/card-layout";
import QRCode from "qrcode";
import type { PrintJob } from "../src/print/types";

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

interface PageInput {
  sheet: { width: number; height: number };
  pages: {
    name: string;
    side: "front" | "back";
    cards: {
      rect: { x: number; y: number; width: number; height: number };
      qr?: { x: number; y: number; size: number; modules: string; n: number };
    }[];
  }[];
  lines: Record<
    "front" | "back",
    { x1: number; y1: number; x2: number; y2: number; width: number; color: string; dash?: [number, number] }[]
  >;
  qrColors: Record<"front" | "back", { dark: string; light: string }>;
  images: Record<"front" | "back", string>;
  inflight: number;
}

function pageInput(job: PrintJob, dpi: number): PageInput {
  const layout = layoutToPixels(
    fitCards({
      sheetWidth: job.cut.width,
      sheetHeight: job.cut.height,
      cardWidth: job.design.cardWidthCm,
      cardHeight: job.design.cardHeightCm!,
      placement: job.cut.placement,
    }),
    dpi,
  );
  const sides = { front: job.design.front, back: job.design.back! };
  const pages = sheetPages(job.cards.length, layout.perSheet, true).map((p) => ({
    name: `Page-${p.pageNumber}.jpg`,
    side: p.side,
    cards: cardRects(layout, { mirrored: p.side === "back", limit: p.cardCount }).map((rect, slot) => {
      const qr = sides[p.side].qr!;
      const q = qrRectOnCard(qr, qr.designWidth, rect.width);
      const { modules } = QRCode.create(job.cards[p.firstCard + slot]!.link, { errorCorrectionLevel: "M" });
      return {
        rect,
        qr: {
          x: rect.x + q.x,
          y: rect.y + q.y,
          size: q.size,
          n: modules.size,
          modules: Array.from(modules.data, (b) => (b ? "1" : "0")).join(""),
        },
      };
    }),
  }));
  return {
    sheet: { width: layout.sheetWidth, height: layout.sheetHeight },
    pages,
    lines: {
      front: cutLineSegments(layout, job.cut, pxPerCm(dpi)),
      back: cutLineSegments(mirrorLayout(layout), job.cut, pxPerCm(dpi)),
    },
    qrColors: { front: sides.front.qr!.colors, back: sides.back.qr!.colors },
    images: {
      front: `data:image/jpeg;base64,${sides.front.image.toString("base64")}`,
      back: `data:image/jpeg;base64,${sides.back.image.toString("base64")}`,
    },
    inflight: os.availableParallelism(),
  };
}

/** Runs in the page: returns elapsed ms and the zip size. */
async function drawInPage(input: PageInput): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const load = async (url: string) => createImageBitmap(await (await fetch(url)).blob());
  const images = { front: await load(input.images.front), back: await load(input.images.back) };
  // @ts-expect-error JSZip is a global added by the script tag
  const zip = new JSZip();
  const canvases = Array.from({ length: input.inflight }, () => {
    const c = document.createElement("canvas");
    c.width = input.sheet.width;
    c.height = input.sheet.height;
    return c;
  });
  let next = 0;
  const worker = async (canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext("2d")!;
    while (next < input.pages.length) {
      const page = input.pages[next++]!;
      ctx.fillStyle = "#FFFFFF";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      const colors = input.qrColors[page.side];
      for (const card of page.cards) {
        ctx.drawImage(images[page.side], card.rect.x, card.rect.y, card.rect.width, card.rect.height);
        const qr = card.qr!;
        ctx.fillStyle = colors.light;
        ctx.fillRect(qr.x, qr.y, qr.size, qr.size);
        ctx.fillStyle = colors.dark;
        const unit = qr.size / (qr.n + 8);
        for (let r = 0; r < qr.n; r++) {
          for (let c = 0; c < qr.n; c++) {
            if (qr.modules[r * qr.n + c] === "1")
              ctx.fillRect(qr.x + (c + 4) * unit, qr.y + (r + 4) * unit, unit, unit);
          }
        }
      }
      for (const s of input.lines[page.side]) {
        ctx.strokeStyle = s.color;
        ctx.lineWidth = s.width;
        ctx.setLineDash(s.dash ?? []);
        ctx.beginPath();
        ctx.moveTo(s.x1, s.y1);
        ctx.lineTo(s.x2, s.y2);
        ctx.stroke();
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.95));
      zip.file(page.name, blob);
    }
  };
  await Promise.all(canvases.map(worker));
  const out: Blob = await zip.generateAsync({ type: "blob", compression: "STORE" });
  return { ms: performance.now() - start, bytes: out.size };
}

export async function chromiumBaseline(
  job: PrintJob,
  dpi: number,
): Promise<{ ms: number; bytes: number; pages: number }> {
  const input = pageInput(job, dpi);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({ path: require.resolve("jszip/dist/jszip.min.js") });
    // tsx compiles drawInPage with esbuild's keep-names helper; give the page a stand-in.
    await page.addScriptTag({ content: "window.__name = (target) => target;" });
    const result = await page.evaluate(drawInPage, input);
    return { ...result, pages: input.pages.length };
  } finally {
    await browser.close();
  }
}
