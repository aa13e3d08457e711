// The README's main command exactly as a new user runs it (issue 19 §1): a fresh copy of the
// repository, `npm start` with no DATA_DIR, APP_URL or DATABASE_URL, then real work through both
// processes over HTTP — a video the worker compresses and the web app serves, a print export the
// worker renders from designs the web app stored — and Ctrl-C stopping all of it. The other tests
// set DATA_DIR and run from the source tree, so they could not see the web app and the worker
// disagreeing about where the data folder is.
//
// The copy holds the files git would hand out; node_modules is a mirror of symlinks to the
// installed packages (see helpers/copy-working-tree.ts), and `npm run postinstall` is the part of
// `npm install` that writes into the tree (the generated Prisma client). About 2–3 minutes on a
// quiet machine, most of it the web build npm start makes; the limits are wide because a busy one
// can take several times that, and a test that fails on load alone teaches nothing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "@ar/config";
import { A4_CUT, formData, webmVideo } from "@ar/devtools/testing";
import { freePort } from "../src/testing/free-port";
import { browserClient, type BrowserClient } from "./helpers/browser-client";
import { copyWorkingTree } from "./helpers/copy-working-tree";
import { runNpmStart, shellEnv, type NpmStart } from "./helpers/run-npm-start";

const ADMIN = { email: "owner@fresh-start.example", password: "fresh-start-password" };

let tmp: string;
let copy: string;
let app: NpmStart | undefined;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "ar-fresh-start-"));
  // A clone's parent folders are readable by all (PostgreSQL runs as its own user under root).
  await chmod(tmp, 0o755);
  copy = path.join(tmp, "ar-console");
  await mkdir(copy);
  await copyWorkingTree(repoRoot, copy);
  execFileSync("npm", ["run", "postinstall"], { cwd: copy, env: shellEnv({}, repoRoot), stdio: "pipe" });
}, 120_000);

afterAll(async () => {
  if (app?.groupAlive()) await app.kill();
  await rm(tmp, { recursive: true, force: true });
});

/** Polls `read` until it returns a value, failing early with `fail`'s message when it gives one. */
async function until<T>(
  what: string,
  timeoutMs: number,
  read: () => Promise<T | undefined>,
  fail?: (v: T | undefined) => string | undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read().catch(() => undefined);
    const failure = fail?.(last);
    if (failure) throw new Error(`${what}: ${failure}`);
    if (last !== undefined) return last;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)})`);
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function uploadVideoAndWaitReady(browser: BrowserClient, tmpDir: string) {
  const project = await browser.json("POST", "/api/ar-projects/ALBUM", {});
  expect(project.status, JSON.stringify(project.body)).toBe(200);
  const source = path.join(tmpDir, "clip.webm");
  const clip = await webmVideo(source, { video: "testsrc=size=320x240:rate=15:duration=1", bitrate: "200k" });
  const uploaded = await browser.upload(
    `/api/ar-projects/${project.body.id}/assets`,
    formData({ file: { name: "clip.webm", data: clip, type: "video/webm" } }),
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  expect(uploaded.body).toMatchObject({ kind: "video", uploadStatus: "compressing" });
  const assetId = uploaded.body.id as number;

  await until(
    "the video is compressed",
    60_000,
    async () => {
      const status = await browser.json("GET", `/api/public/media/${assetId}`);
      return status.body?.complete === true ? status.body : undefined;
    },
    (s) => (s?.failed ? "the worker marked it failed" : undefined),
  );

  const detail = await browser.json("GET", `/api/ar-projects/data/${project.body.id}`);
  const asset = (detail.body.assets as { id: number; src: string | null }[]).find((a) => a.id === assetId);
  expect(asset?.src).toMatch(/^\/api\/files\/.+\.mp4$/);
  const file = await browser.get(asset!.src!);
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
}

async function printCollectionAndDownload(browser: BrowserClient) {
  const design = {
    cardWidth: 7.4,
    frontside: {
      width: 740,
      height: 1050,
      qrPosition: { x: 270, y: 700, size: 200 },
      qrColors: { dark: "#000000", light: "#FFFFFF" },
    },
    backside: { width: 740, height: 1050 },
  };
  const created = await browser.json("POST", "/api/cards", { trackingType: "qr", type: "classic", data: design });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const collectionId = created.body.id as number;
  for (const [side, color] of [
    ["front", "#3366cc"],
    ["back", "#cc6633"],
  ] as const) {
    const image = await sharp({ create: { width: 740, height: 1050, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await browser.upload(
      `/api/cards/${collectionId}/background/${side}`,
      formData({ file: { name: `${side}.png`, data: image, type: "image/png" } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  // The administrator generates cards without paying (platform spec: admins are not charged).
  const generated = await browser.json("POST", `/api/cards/${collectionId}/generate-cards`, { count: 2 });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const cardIds = (generated.body.cards as { id: string }[]).map((c) => c.id);

  const started = await browser.json("POST", "/api/trpc/print.start", { collectionId, cardIds, cut: A4_CUT });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const exportId = started.body.result.data.id as number;
  const done = await until(
    "the print export is rendered",
    60_000,
    async () => {
      const got = await browser.json(
        "GET",
        `/api/trpc/print.get?input=${encodeURIComponent(JSON.stringify({ exportId }))}`,
      );
      const data = got.body?.result?.data;
      return data?.status === "done" ? data : undefined;
    },
    () => undefined,
  );
  const zipRes = await browser.get(done.downloadUrl as string);
  expect(zipRes.status).toBe(200);
  expect(zipRes.headers.get("content-type")).toBe("application/zip");
  const zip = await JSZip.loadAsync(Buffer.from(await zipRes.arrayBuffer()));
  expect(Object.keys(zip.files).sort()).toEqual(["Page-1.jpg", "Page-2.jpg"]);
}

describe("npm start in a fresh copy, nothing configured", () => {
  it("serves on PORT, keeps one data folder for the web app and the worker, and stops on Ctrl-C", async () => {
    const port = await freePort();
    const env = shellEnv(
      {
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await freePort()),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      repoRoot,
    );
    app = runNpmStart(copy, env);
    const started = app;
    try {
      const banner = await until(
        "the start banner",
        600_000,
        async () => started.output().match(/\[start\] console: (\S+)/)?.[1],
        () => (started.groupAlive() ? undefined : "npm start ended"),
      );
      // APP_URL's default follows PORT (links in mails, the CSRF origin). Soft, so that a wrong
      // banner still lets the rest show what else a fresh start gets wrong.
      const url = `http://localhost:${port}`;
      expect.soft(banner).toBe(url);
      await until("the console answers", 60_000, async () =>
        (await fetch(`${url}/api/account/data`)).ok ? true : undefined,
      );

      // One copy of env, logger and caches in the web process: the server build imports the
      // workspace packages instead of bundling its own copy of them (soft, as above).
      const serverFiles = (await filesUnder(path.join(copy, "apps", "web", "build", "server"))).filter((f) =>
        f.endsWith(".js"),
      );
      const serverBuild = (await Promise.all(serverFiles.map((f) => readFile(f, "utf8")))).join("\n");
      expect.soft(/from\s*["']@ar\/config["']/.test(serverBuild), "the server build imports @ar/config").toBe(true);
      expect
        .soft(serverBuild.includes("function getServerEnv("), "the server build carries its own copy of @ar/config")
        .toBe(false);

      const browser = browserClient(url);
      await browser.signIn(ADMIN.email, ADMIN.password);
      await uploadVideoAndWaitReady(browser, tmp);
      await printCollectionAndDownload(browser);

      // Both processes used the one data folder in the repository root.
      expect((await filesUnder(path.join(copy, ".data", "storage"))).some((f) => f.endsWith("-light.mp4"))).toBe(true);
      for (const stray of [path.join(copy, "apps", "web", ".data"), path.join(copy, "services", "worker", ".data")])
        expect(await filesUnder(stray)).toEqual([]);

      const ended = await started.interrupt(30_000);
      expect(ended.code === 0 || ended.signal === "SIGINT", JSON.stringify(ended)).toBe(true);
      await until("every process of npm start has ended", 15_000, async () =>
        started.groupAlive() ? undefined : true,
      );
      // The start script's ordered stop ran to its end: web and worker first, the database last.
      expect(started.output()).toContain("[start] stopped");
      expect(existsSync(path.join(copy, ".data", "pg", "postmaster.pid"))).toBe(false);
      await expect(fetch(url)).rejects.toThrow();
    } catch (error) {
      const tail = started.output().split("\n").slice(-60).join("\n");
      (error as Error).message += `\n--- npm start output (last lines) ---\n${tail}`;
      throw error;
    }
  }, 900_000);
});
