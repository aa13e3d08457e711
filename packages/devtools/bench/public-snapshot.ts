// Public project read benchmark (`npm run bench:public`): GET /api/public/projects/{id}, the hot path
// of every AR viewer open (issue 20), at a fixed offered rate of 300 requests/s for 20 s sent
// open-loop (./open-loop.ts, docs/decisions/0011; target: p99 under 10 ms, no errors), then the
// saturation throughput with 100 connections (autocannon, closed loop). The project is published
// through the real publish command: 3 scenes × 40 objects, 12 assets (≈ 22 KB of JSON), beside
// 200 other published projects so the lookup is not a one-row table. No session, as a viewer.
//   npm run bench:public                        through the production web server (apps/web/server.ts,
//                                               Express; /api/public reads go to the API handler before Remix); needs a build
//                                               (`npm run build -w apps/web`; WEB_BUILD_DIR is honoured)
//   npm run bench:public -- --via api           the API handler alone
//   npm run bench:public -- --seconds 5         shorter runs while developing
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setEnvVar } from "@ar/config";
import { disconnectDb, getDb } from "@ar/db";
import { publishProject } from "@ar/core/ar-projects";
import { getStorage } from "@ar/core/storage";
import { createBenchUser, loadLine, measureLoad, startBenchDatabase, type LoadRow } from "./bench-load";
import { startBenchServer } from "./bench-server";

const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 20;
const viaApi = process.argv.includes("--via") && process.argv[process.argv.indexOf("--via") + 1] === "api";
const RATE = 300;
const TARGET_P99_MS = 10;

const { database, databaseUrl } = await startBenchDatabase("bench-public");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "ar-bench-public-"));
setEnvVar("DATA_DIR", dataDir);

// ------------------------------------------------------------------ seed: published projects
const db = getDb();
const user = await createBenchUser();
const actor = { id: user.id, isAdmin: false, features: user.features };
const t0 = Date.now();

async function seedProject(n: number) {
  const project = await db.arProject.create({
    data: {
      ownerId: user.id,
      type: "QR",
      name: `Published ${n}`,
      apiKey: `bench${process.pid}x${n}`,
      features: { lazyLoad: true },
    },
  });
  const assets: { id: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const key = `projects/${project.id}/assets/a${i}.png`;
    // Distinct bytes per asset (content addressing would merge equal ones).
    await getStorage().put(key, Buffer.from(`asset ${project.id} ${i} ${"x".repeat(2000)}`), {
      contentType: "image/png",
    });
    assets.push(
      await db.asset.create({
        data: {
          projectId: project.id,
          name: `asset-${i}.png`,
          kind: "image",
          size: 2000,
          srcKey: key,
          uploadStatus: "ready",
          progress: 100,
        },
      }),
    );
  }
  for (let s = 0; s < 3; s++) {
    const data = Array.from({ length: 40 }, (_, i) => ({
      id: `s${s}o${i}`,
      name: `Object ${i}`,
      type: i % 3 === 0 ? "primitive" : "image",
      ...(i % 3 === 0 ? { data: { mesh: "cube", color: "#3366cc", colorOn: true } } : { assetId: assets[i % 12]!.id }),
      position: [i * 0.01, 0.1, -0.2],
      rotation: [0, i * 0.1, 0],
      scale: [0.3, 0.3, 0.3],
    }));
    await db.scene.create({
      data: { projectId: project.id, name: `Scene ${s}`, qrMarkerId: `qr${project.id}s${s}`, data },
    });
  }
  await publishProject({ actor, projectId: project.id });
  return project.id;
}

const projectId = await seedProject(0);
// 200 more published projects (rows alike, written directly: publishing each would only slow the seed).
await db.$executeRawUnsafe(
  `INSERT INTO "ArProject" ("ownerId", type, name, "apiKey", "liveVersion", "publishedAt") SELECT $1, 'QR', 'Other ' || g, md5(random()::text || g), 1, now() FROM generate_series(1, 200) g`,
  user.id,
);
await db.$executeRawUnsafe(
  `INSERT INTO "ArProjectSnapshot" ("projectId", version, data) SELECT p.id, 1, s.data FROM "ArProject" p, "ArProjectSnapshot" s WHERE p."ownerId" = $1 AND p.id <> $2 AND s."projectId" = $2`,
  user.id,
  projectId,
);
// And a published project with one empty scene: the same path with a document of a few hundred bytes.
const small = await db.arProject.create({
  data: { ownerId: user.id, type: "QR", name: "Small", apiKey: `bench${process.pid}small` },
});
await db.scene.create({ data: { projectId: small.id, name: "Empty", qrMarkerId: `qr${small.id}` } });
await publishProject({ actor, projectId: small.id });
await db.$executeRawUnsafe("ANALYZE");
const size = (
  await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT length(data::text) AS n FROM "ArProjectSnapshot" WHERE "projectId" = $1`,
    projectId,
  )
)[0]!.n;
const smallSizeEarly = (
  await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT length(data::text) AS n FROM "ArProjectSnapshot" WHERE "projectId" = $1`,
    small.id,
  )
)[0]!.n;
console.log(
  `seeded 201 published projects (one through publishProject) in ${Date.now() - t0} ms; the measured one's document is ${size} bytes`,
);
await disconnectDb();

// ------------------------------------------------------------------ the server in its own process
const measured = await startBenchServer({
  via: viaApi ? "api" : "web",
  env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
});
const baseUrl = measured.baseUrl;

// As a browser sends it (gzip for answers of 1 KB and more); no cookie: a viewer has no session.
const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
const smallSize = smallSizeEarly;
const targets = [
  [`${size} B document`, projectId],
  [`${smallSize} B document`, small.id],
] as const;
const rows: (LoadRow & { name: string })[] = [];
for (const [name, id] of targets) {
  const url = `${baseUrl}/api/public/projects/${id}`;
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`GET ${url} → ${check.status}`);
  // Warm up for 5 s: the web server is a fresh process (tsx compiling on first use, JIT, the pool,
  // the prepared statement); measured: 1,000 requests left the first endpoint's tail 2-10× worse.
  const { row, fixed, sat } = await measureLoad({ url, headers, rate: RATE, seconds, warmUp: { duration: 5 } });
  rows.push({ name, ...row });
  console.log(
    `${name}: errors: open loop ${fixed.errors}; saturation: ${sat.errors} errors, ${sat.timeouts} timeouts, ${sat.non2xx} non-2xx answers`,
  );
  console.log(loadLine(name, row, RATE, fixed));
}

console.log(
  `\nserved by ${viaApi ? "the API handler alone" : "the production web server (Express, public reads before Remix)"}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(
  `\n| GET /api/public/projects/{id} | p50 / p90 / p99 / max ms @${RATE} req/s | errors | req/s @100 conns |\n|---|---|---|---|`,
);
for (const r of rows)
  console.log(`| ${r.name} | ${r.p50} / ${r.p90} / ${r.p99} / ${r.max} | ${r.errors} | ${r.saturation} |`);
const missed = rows.filter((r) => r.p99 >= TARGET_P99_MS || r.errors > 0);
console.log(
  missed.length
    ? `\nTARGET MISSED (p99 < ${TARGET_P99_MS} ms, no errors) by: ${missed.map((r) => r.name).join(", ")}`
    : `\np99 < ${TARGET_P99_MS} ms with no errors`,
);

await measured.stop();
await database.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
