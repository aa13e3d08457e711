// Detection + pose per 640×480 frame in headless Chromium: builds bench/browser with Vite (the
// package's worker and the zxing .wasm as the viewer's build would emit them), serves it on
// loopback with the frames, and reads the page's timings.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { build } from "vite";
import { chromium } from "playwright";
import type { Pose } from "../src";
import { H, render, W, type Card } from "./scenes";

export type BrowserResult = { medianMs: number; p95Ms: number; workerMedianMs: number; found: number; frames: number; firstReadyMs: number; wasmBytes: number; workerJsBytes: number };
const pct = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(q * a.length))] ?? NaN;
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

export async function browserBench(card: Card, poses: Pose[], passes = 4): Promise<BrowserResult> {
  const outDir = process.env.BENCH_OUT_DIR ?? "/tmp/ar-tracking-bench";
  process.env.BENCH_OUT_DIR = outDir;
  const out = await build({ configFile: new URL("./vite.bench.config.ts", import.meta.url).pathname });
  const files = (Array.isArray(out) ? out : [out]).flatMap((o) => ("output" in o ? o.output : []));
  const size = (re: RegExp) => files.filter((f) => re.test(f.fileName)).reduce((s, f) => s + ("code" in f ? Buffer.byteLength(f.code) : f.source.length), 0);

  const frameSize = W * H * 4;
  const frames = Buffer.alloc(16 + poses.length * frameSize);
  frames.writeUInt32LE(poses.length, 0); frames.writeUInt32LE(W, 4); frames.writeUInt32LE(H, 8); frames.writeUInt32LE(passes, 12);
  poses.forEach((p, i) => frames.set(render(card, p), 16 + i * frameSize));

  const server = createServer((req, res) => void serve(req.url ?? "/", res));
  async function serve(url: string, res: import("node:http").ServerResponse) {
    const path = url.split("?")[0]!;
    if (path === "/frames.bin") return res.writeHead(200, { "content-type": "application/octet-stream" }).end(frames);
    try {
      const body = await readFile(join(outDir, path === "/" ? "index.html" : path.replace(/^\/+/, "")));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? (path === "/" ? "text/html" : "application/octet-stream") }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  }
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const outside: string[] = [];
  try {
    const page = await browser.newPage();
    page.on("request", (r) => { if (!r.url().startsWith(`http://127.0.0.1:${port}/`)) outside.push(r.url()); });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    const r = await page.evaluate(() => (window as unknown as { benchResult: Promise<{ total: number[]; worker: number[]; found: number; frames: number; firstReadyMs: number }> }).benchResult);
    if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
    if (outside.length) throw new Error(`requests left the loopback server: ${outside.join(", ")}`);
    return {
      medianMs: pct(r.total, 0.5), p95Ms: pct(r.total, 0.95), workerMedianMs: pct(r.worker, 0.5), found: r.found, frames: r.frames,
      firstReadyMs: r.firstReadyMs, wasmBytes: size(/\.wasm$/), workerJsBytes: size(/worker.*\.js$/),
    };
  } finally {
    await browser.close();
    server.close();
  }
}
