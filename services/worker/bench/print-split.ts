// Split print exports across workers (issue 25, docs/decisions/0030), measured end to end: real
// worker processes (services/worker/src/main.ts) on a fresh embedded PostgreSQL and local storage,
// an export started through core's startPrintExport, timed from its row's createdAt to finishedAt.
//   npm run bench:print-split                    2,000 cards (400 A4 pages, 4 parts): 1 vs 2 workers
//   npm run bench:print-split -- --cards 10000   also the 10,000-card run with two workers
// Cards are 8.5 × 5.5 cm, 10 to an A4 sheet, two-sided with a QR code on both sides (no page can
// be reused), textured artwork that compresses like a photo; 300 DPI, parts of 100 pages.
// Scenarios: one worker vs two workers, concurrency 1 each; unpinned (each worker may use both
// cores) and pinned with taskset (worker i on core i), which shows what a second machine adds.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { repoRoot, setEnvVar } from "@ar/config";
import { disconnectDb, getDb } from "@ar/db";
import { startPrintExport } from "@ar/core";
import { cloneTemplate, startTestDatabaseServer } from "../../../packages/devtools/src/testing/test-database-server";
import { a4Cut, artwork } from "./bench-job";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const BIG = Number(arg("--cards") ?? 0);
const CARDS = 2000;
const PART_PAGES = 100;
const CARD_PX = { width: 1004, height: 650 }; // 8.5 × 5.5 cm at 300 DPI

const database = await startTestDatabaseServer("bench-split");
const databaseUrl = await cloneTemplate(database.templateUrl, `ar_bench_split_${process.pid}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "ar-bench-split-"));
setEnvVar("DATABASE_URL", databaseUrl);
setEnvVar("DATA_DIR", dataDir);
setEnvVar("LOG_LEVEL", "warn");
const db = getDb();

async function collection(cards: number) {
  const { getStorage } = await import("@ar/core");
  const user = await db.user.create({
    data: {
      email: `bench-${cards}-${process.pid}@example.com`,
      name: "Bench",
      passwordHash: "x",
      emailConfirmedAt: new Date(),
    },
  });
  const side = {
    width: CARD_PX.width,
    height: CARD_PX.height,
    qrPosition: { x: 700, y: 40, size: 260 },
    qrColors: { dark: "#000000", light: "#FFFFFF" },
  };
  const c = await db.cardCollection.create({
    data: {
      userId: user.id,
      cardType: "classic",
      data: { cardWidth: 8.5, frontside: side, backside: { ...side, qrPosition: { x: 40, y: 40, size: 260 } } },
    },
  });
  const front = `collections/${c.id}/front.jpg`;
  const back = `collections/${c.id}/back.jpg`;
  await getStorage().put(front, await artwork(1, CARD_PX), { contentType: "image/jpeg" });
  await getStorage().put(back, await artwork(2, CARD_PX), { contentType: "image/jpeg" });
  await db.cardCollection.update({ where: { id: c.id }, data: { backgroundFrontSrc: front, backgroundBackSrc: back } });
  const cardIds = Array.from({ length: cards }, (_, i) => `b${c.id}x${i.toString(36).padStart(4, "0")}`);
  await db.card.createMany({ data: cardIds.map((id) => ({ id, collectionId: c.id })) });
  return { actor: { id: user.id, isAdmin: false, features: [] as string[] }, collectionId: c.id, cardIds };
}

function startWorkerProcess(cpu: number | null): ChildProcess {
  const node = [process.execPath, "--import", "tsx", "src/main.ts"];
  const [cmd, ...args] = cpu === null ? node : ["taskset", "-c", String(cpu), ...node];
  return spawn(cmd!, args, {
    cwd: path.join(repoRoot, "services", "worker"),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WORKER_CONCURRENCY: "1",
      PRINT_PART_PAGES: String(PART_PAGES),
    },
    stdio: "inherit",
    detached: true,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(
  label: string,
  cards: { actor: Awaited<ReturnType<typeof collection>>["actor"]; collectionId: number; cardIds: string[] },
  cpus: (number | null)[],
) {
  await db.workerHeartbeat.deleteMany();
  const workers = cpus.map(startWorkerProcess);
  try {
    // Ready: every worker's pool has written its heartbeat.
    while ((await db.workerHeartbeat.count()) < workers.length) await sleep(200);
    const cut = a4Cut(cards.cardIds.length);
    const started = await startPrintExport({
      actor: cards.actor,
      input: { collectionId: cards.collectionId, cardIds: cards.cardIds, cut },
    });
    let row = await db.printExport.findUniqueOrThrow({ where: { id: started.id } });
    while (row.status !== "done" && row.status !== "error") {
      await sleep(250);
      row = await db.printExport.findUniqueOrThrow({ where: { id: started.id } });
    }
    if (row.status !== "done") throw new Error(`${label}: export failed with ${row.failureCode}`);
    const parts = await db.printExportPart.findMany({ where: { exportId: row.id } });
    const pages = parts.reduce((n, p) => n + p.pageCount, 0);
    const seconds = (row.finishedAt!.getTime() - row.createdAt.getTime()) / 1000;
    const result = {
      label,
      cards: cards.cardIds.length,
      pages,
      parts: parts.length,
      seconds,
      pagesPerSecond: pages / seconds,
      mb: Number(row.size) / 1e6,
    };
    console.log(
      `${label}: ${result.cards} cards, ${pages} pages in ${parts.length} parts, ${seconds.toFixed(1)} s, ${result.pagesPerSecond.toFixed(2)} pages/s, ${result.mb.toFixed(0)} MB`,
    );
    return result;
  } finally {
    for (const w of workers) {
      try {
        process.kill(-w.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}

try {
  const cores = os.availableParallelism();
  console.log(
    `${cores} cores, load average ${os.loadavg()[0]!.toFixed(1)} (other load only slows runs down; ratios move with it)`,
  );
  const small = await collection(CARDS);
  const one = await run("1 worker, unpinned", small, [null]);
  const two = await run("2 workers, unpinned", small, [null, null]);
  const onePinned = await run("1 worker on core 0", small, [0]);
  const twoPinned = await run("2 workers on cores 0 and 1", small, [0, 1 % cores]);
  console.log(
    `two workers / one: unpinned ${(two.pagesPerSecond / one.pagesPerSecond).toFixed(2)}x, one core each ${(twoPinned.pagesPerSecond / onePinned.pagesPerSecond).toFixed(2)}x (target >= 1.8x)`,
  );
  if (BIG > 0) {
    const big = await collection(BIG);
    const r = await run("2 workers, unpinned", big, [null, null]);
    console.log(`${BIG} two-sided cards: ${r.seconds.toFixed(0)} s with two workers on this machine`);
  }
  console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await disconnectDb();
  await database.stop();
  // The exports (the 10,000-card zip alone is 5.6 GB) and their parts.
  await rm(dataDir, { recursive: true, force: true });
}
