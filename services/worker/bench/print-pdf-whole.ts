// Is a whole PDF still fast at the largest export? (docs/decisions/0030: PDFs are not split, so
// each artwork stays embedded once.) Renders N two-sided 8.5 × 5.5 cm cards, 10 to an A4 sheet,
// QR codes on both sides, as one PDF to a file; prints time, pages, size and peak RSS.
//   npx tsx services/worker/bench/print-pdf-whole.ts [cards=10000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderPrint } from "../src/print/index";
import { a4Cut } from "./bench-job";

const cards = Number(process.argv[2] ?? 10_000);
const art = (color: string) =>
  sharp({ create: { width: 1004, height: 650, channels: 3, background: color } })
    .jpeg({ quality: 92 })
    .toBuffer();
const qr = { x: 700, y: 40, size: 260, designWidth: 1004, colors: { dark: "#000000", light: "#FFFFFF" } };
const job = {
  design: {
    front: { image: await art("#3366cc"), qr },
    back: { image: await art("#cc6633"), qr: { ...qr, x: 40 } },
    cardWidthCm: 8.5,
    cardHeightCm: 5.5,
  },
  cards: Array.from({ length: cards }, (_, i) => ({
    id: `c${i}`,
    link: `https://ar.example/w/${i.toString(36)}-${i * 7919}`,
  })),
  cut: a4Cut(cards),
};
const file = path.join(os.tmpdir(), `print-pdf-whole-${process.pid}.pdf`);
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const t = performance.now();
const result = await renderPrint(job, fs.createWriteStream(file), { format: "pdf" });
const ms = performance.now() - t;
clearInterval(timer);
console.log(
  `${cards} two-sided cards as one PDF: ${result.files} pages in ${(ms / 1000).toFixed(1)} s, ${(fs.statSync(file).size / 1e6).toFixed(1)} MB, peak RSS ${(peak / 1e6).toFixed(0)} MB, load average ${os.loadavg()[0]!.toFixed(1)}`,
);
fs.rmSync(file);
