// Print rendering benchmark: 200 two-sided cards (100 A4 sheets, 200 pages) at 300 DPI.
//   npx tsx services/worker/bench/print.ts                  (a) encode bound, (b) ours, (c) Chromium
//   npx tsx services/worker/bench/print.ts --cards 50 --rounds 1 --no-chromium
//   npx tsx services/worker/bench/print.ts --memory         peak RSS for 200 vs 2000 cards
// Targets: ours ≤ 1.3× the encode bound, ≥ 2.5× faster than Chromium; the 2000-card peak
// within 10% of the 200-card one.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import sharp from "sharp";
import { renderPrint } from "../src/print/index";
import { benchJob } from "./bench-job";
import { chromiumBaseline } from "./chromium-baseline";
import { encodeBound } from "./encode-bound";

const DPI = 300;
const A4_PX = { width: 2480, height: 3496 }; // 21 × 29.6 cm

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(name);

/** (b) Our renderer, end to end, into a zip file on disk. Returns ms, pages and the file. */
async function renderToFile(cards: number): Promise<{ ms: number; pages: number; file: string; bytes: number }> {
  const job = await benchJob(cards);
  const file = path.join(os.tmpdir(), `print-bench-${process.pid}-${cards}.zip`);
  const out = fs.createWriteStream(file);
  const start = performance.now();
  const result = await renderPrint(job, out, { dpi: DPI });
  const ms = performance.now() - start;
  return { ms, pages: result.files, file, bytes: fs.statSync(file).size };
}

/** Page-1.jpg of a small batch of the same job, read back from its zip. */
async function firstPage(cards: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough().on("data", (c: Buffer) => chunks.push(c));
  await renderPrint(await benchJob(Math.min(cards, 2)), out, { dpi: DPI });
  return (await JSZip.loadAsync(Buffer.concat(chunks))).file("Page-1.jpg")!.async("nodebuffer");
}

const perPage = (ms: number, pages: number) => `${(ms / pages).toFixed(1)} ms/page`;

async function speed(): Promise<void> {
  const cards = Number(arg("--cards") ?? 200);
  const rounds = Number(arg("--rounds") ?? 2);
  const [load1] = os.loadavg();
  console.log(
    `${cards} two-sided cards, A4, ${DPI} DPI, ${os.availableParallelism()} cores, sharp.concurrency(1), load average ${load1!.toFixed(1)}`,
  );
  if (load1! > os.availableParallelism() / 2) {
    console.log("warning: the machine is busy; figures will be slow and noisy (rerun when idle)");
  }
  console.log(
    `(a), (b) and (a') run interleaved ${rounds}x; the best of each counts (other load only ever slows a run down)`,
  );

  const content = await sharp(await firstPage(cards))
    .raw()
    .toBuffer();
  const best = { ours: Infinity, blank: Infinity, real: Infinity };
  let pages = 0;
  let zipBytes = 0;
  for (let round = 0; round < rounds; round++) {
    const ours = await renderToFile(cards);
    fs.rmSync(ours.file);
    pages = ours.pages;
    zipBytes = ours.bytes;
    const blank = await encodeBound(pages, A4_PX);
    const real = await encodeBound(pages, A4_PX, content);
    console.log(
      `  round ${round + 1}: ours ${perPage(ours.ms, pages)}, blank bound ${perPage(blank, pages)}, real-page bound ${perPage(real, pages)}`,
    );
    best.ours = Math.min(best.ours, ours.ms);
    best.blank = Math.min(best.blank, blank);
    best.real = Math.min(best.real, real);
  }
  console.log(
    `(a)  encode bound, ${pages} blank sheets:         ${best.blank.toFixed(0)} ms, ${perPage(best.blank, pages)}`,
  );
  console.log(
    `(a') encode bound, ${pages} copies of a real page: ${best.real.toFixed(0)} ms, ${perPage(best.real, pages)}`,
  );
  console.log(
    `(b)  ours, end to end to a zip file:        ${best.ours.toFixed(0)} ms, ${perPage(best.ours, pages)}, ${(zipBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(`ours / encode bound (blank):     ${(best.ours / best.blank).toFixed(2)}x  (target ≤ 1.3x)`);
  console.log(`ours / encode bound (real page): ${(best.ours / best.real).toFixed(2)}x`);

  if (flag("--no-chromium")) return;
  const job = await benchJob(cards);
  let chrome = { ms: Infinity, bytes: 0, pages: 0 };
  for (let round = 0; round < rounds; round++) {
    const run = await chromiumBaseline(job, DPI);
    console.log(`  Chromium round ${round + 1}: ${perPage(run.ms, run.pages)}`);
    if (run.ms < chrome.ms) chrome = run;
  }
  console.log(
    `(c)  Chromium canvas + toBlob + JSZip:      ${chrome.ms.toFixed(0)} ms, ${perPage(chrome.ms, chrome.pages)}, ${(chrome.bytes / 1e6).toFixed(1)} MB`,
  );
  console.log(`Chromium / ours: ${(chrome.ms / best.ours).toFixed(2)}x  (target ≥ 2.5x)`);
  console.log(`Chromium / encode bound (blank): ${(chrome.ms / best.blank).toFixed(2)}x`);
}

/** Child process of --memory: renders, then prints its own peak RSS (getrusage maxrss). */
async function memoryChild(cards: number): Promise<void> {
  const { ms, pages, file } = await renderToFile(cards);
  fs.rmSync(file);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ cards, pages, ms: Math.round(ms), peakMb: Math.round(peakMb) }));
}

async function memory(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const runs = [200, Number(arg("--large") ?? 2000)].map((cards) => {
    // A fresh process per size, so each peak is its own.
    const output = execFileSync(process.execPath, ["--import", "tsx", self, "--memory-child", String(cards)], {
      encoding: "utf8",
    });
    const result = JSON.parse(output.trim().split("\n").at(-1)!) as {
      cards: number;
      pages: number;
      ms: number;
      peakMb: number;
    };
    console.log(
      `${result.cards} cards (${result.pages} pages): peak RSS ${result.peakMb} MB, ${result.ms} ms, ${perPage(result.ms, result.pages)}`,
    );
    return result;
  });
  const [small, large] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const growth = large.peakMb / small.peakMb - 1;
  console.log(`peak growth ${small.cards} → ${large.cards} cards: ${(growth * 100).toFixed(1)}%  (target ≤ 10%)`);
}

const child = arg("--memory-child");
if (child) await memoryChild(Number(child));
else if (flag("--memory")) await memory();
else await speed();
