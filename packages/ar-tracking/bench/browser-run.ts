// Detection + pose per 640×480 frame in headless Chromium: builds bench/browser with Vite (the
// package's worker and the zxing .wasm as the viewer's build would emit them), serves it on
// loopback with the frames, and reads the page's timings.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname } from "node:path";
import { build } from "vite";
import { chromium, type Page } from "playwright";
import { makeCardVideo } from "../src/testing";
import type { Pose } from "../src";
import { H, render, W, type Card } from "./scenes";

export type BrowserResult = {
  medianMs: number;
  p95Ms: number;
  workerMedianMs: number;
  found: number;
  frames: number;
  firstReadyMs: number;
  wasmBytes: number;
  workerJsBytes: number;
};
const pct = (a: number[], q: number) =>
  [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(q * a.length))] ?? NaN;
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

type Served = { port: number; sizes: { wasmBytes: number; workerJsBytes: number }; close(): void };

/** Builds the bench pages with Vite and serves them (and `frames.bin` when given) on loopback. */
async function buildAndServe(frames: Buffer | null): Promise<Served> {
  const outDir = process.env.BENCH_OUT_DIR ?? "/tmp/ar-tracking-bench";
  process.env.BENCH_OUT_DIR = outDir;
  const out = await build({ configFile: new URL("./vite.bench.config.ts", import.meta.url).pathname });
  const files = (Array.isArray(out) ? out : [out]).flatMap((o) => ("output" in o ? o.output : []));
  const size = (re: RegExp) =>
    files
      .filter((f) => re.test(f.fileName))
      .reduce((s, f) => s + ("code" in f ? Buffer.byteLength(f.code) : f.source.length), 0);
  const server = createServer((req, res) => void serve(req.url ?? "/", res));
  async function serve(url: string, res: import("node:http").ServerResponse) {
    const path = url.split("?")[0]!;
    if (path === "/frames.bin" && frames)
      return res.writeHead(200, { "content-type": "application/octet-stream" }).end(frames);
    try {
      const body = await readFile(join(outDir, path === "/" ? "index.html" : path.replace(/^\/+/, "")));
      res
        .writeHead(200, {
          "content-type": TYPES[extname(path)] ?? (path === "/" ? "text/html" : "application/octet-stream"),
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  }
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as { port: number }).port,
    sizes: { wasmBytes: size(/\.wasm$/), workerJsBytes: size(/worker.*\.js$/) },
    close: () => server.close(),
  };
}

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

/** Opens a page of the bench in Chromium, refusing any request that leaves the loopback server. */
async function inPage<T>(
  served: Served,
  path: string,
  extraArgs: string[],
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  const outside: string[] = [],
    errors: string[] = [];
  try {
    const page = await browser.newPage();
    page.on("request", (r) => {
      if (!r.url().startsWith(`http://127.0.0.1:${served.port}/`)) outside.push(r.url());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${served.port}${path}`);
    const result = await run(page);
    if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
    if (outside.length) throw new Error(`requests left the loopback server: ${outside.join(", ")}`);
    return result;
  } finally {
    await browser.close();
  }
}

export async function browserBench(card: Card, poses: Pose[], passes = 4): Promise<BrowserResult> {
  const frameSize = W * H * 4;
  const frames = Buffer.alloc(16 + poses.length * frameSize);
  frames.writeUInt32LE(poses.length, 0);
  frames.writeUInt32LE(W, 4);
  frames.writeUInt32LE(H, 8);
  frames.writeUInt32LE(passes, 12);
  poses.forEach((p, i) => frames.set(render(card, p), 16 + i * frameSize));
  const served = await buildAndServe(frames);
  try {
    const r = await inPage(served, "/", [], (page) =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              benchResult: Promise<{
                total: number[];
                worker: number[];
                found: number;
                frames: number;
                firstReadyMs: number;
              }>;
            }
          ).benchResult,
      ),
    );
    return {
      medianMs: pct(r.total, 0.5),
      p95Ms: pct(r.total, 0.95),
      workerMedianMs: pct(r.worker, 0.5),
      found: r.found,
      frames: r.frames,
      firstReadyMs: r.firstReadyMs,
      ...served.sizes,
    };
  } finally {
    served.close();
  }
}

export type CameraResult = {
  frames: number;
  found: number;
  medianMs: number;
  p95Ms: number;
  texts: string[];
  video: string;
};

/**
 * The fake camera end to end: a Y4M of the card (2 s still, then moved by hand) played by Chromium
 * as the camera (--use-file-for-fake-video-capture), read by the page like the viewer does.
 */
export async function fakeCameraBench(card: Card, seconds = 5): Promise<CameraResult> {
  const dir = mkdtempSync(join(tmpdir(), "ar-tracking-cam-"));
  try {
    const path = join(dir, "card.y4m");
    makeCardVideo({ image: card, frames: seconds * 30, stillFrames: 60, path, fps: 30, distance: 1.9 });
    const served = await buildAndServe(null);
    try {
      const r = await inPage(
        served,
        "/camera.html",
        [
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          `--use-file-for-fake-video-capture=${path}`,
        ],
        (page) =>
          page.evaluate(
            (ms) =>
              (
                window as unknown as {
                  cameraResult: (ms: number) => Promise<{
                    frames: number;
                    found: number;
                    times: number[];
                    texts: string[];
                    videoWidth: number;
                    videoHeight: number;
                  }>;
                }
              ).cameraResult(ms),
            (seconds - 1) * 1000,
          ),
      );
      return {
        frames: r.frames,
        found: r.found,
        medianMs: pct(r.times, 0.5),
        p95Ms: pct(r.times, 0.95),
        texts: r.texts,
        video: `${r.videoWidth}×${r.videoHeight}`,
      };
    } finally {
      served.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
