// API load benchmark (`npm run bench:api`): a seeded user owning 1,000 collections, 10,000 cards
// and 200 AR projects; for each main list and detail endpoint, a fixed offered rate of 300
// requests/s for 20 s, sent open-loop (./open-loop.ts: one request every 3.3 ms whatever the
// answers; target: p99 under 50 ms, no errors), then the saturation throughput with 100
// connections for 10 s (autocannon, closed loop). The API runs in its own process against a fresh embedded PostgreSQL
// (or DATABASE_URL's server).
//   npm run bench:api                       the full run (about 3 minutes)
//   npm run bench:api -- --seconds 5        shorter runs while developing
//   npm run bench:api -- --via web          through the production web server (apps/web/server.ts:
//                                           Express, Remix's /api resource route) as users reach it;
//                                           needs a build first (`npm run build -w apps/web`)
import { disconnectDb, getDb } from "@ar/db";
import { createSession } from "@ar/core/auth";
import { createBenchUser, loadLine, measureLoad, startBenchDatabase, type LoadRow } from "./bench-load";
import { startBenchServer } from "./bench-server";

const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 20;
const viaWeb = process.argv.includes("--via") && process.argv[process.argv.indexOf("--via") + 1] === "web";
const RATE = 300;

const { database, databaseUrl } = await startBenchDatabase("bench");

// ------------------------------------------------------------------ seed
const db = getDb();
const user = await createBenchUser();
const { token } = await createSession({ userId: user.id });
const t0 = Date.now();
await db.$executeRawUnsafe(
  `INSERT INTO "CardCollection" ("userId", "cardType", "trackingType", data, "updatedAt") SELECT $1, (CASE WHEN g % 2 = 0 THEN 'v2' ELSE 'classic' END)::"CardType", 'qr', jsonb_build_object('n', g), now() FROM generate_series(1, 1000) g`,
  user.id,
);
await db.$executeRawUnsafe(
  `INSERT INTO "Card" (id, "collectionId", "isTest") SELECT 'b' || c.id || 'x' || g, c.id, g = 0 FROM "CardCollection" c, generate_series(0, 9) g WHERE c."userId" = $1`,
  user.id,
);
await db.$executeRawUnsafe(
  `INSERT INTO "ArProject" ("ownerId", type, name, "apiKey") SELECT $1, (ARRAY['QR','ALBUM','CODE','WORLD'])[1 + g % 4]::"ArProjectType", 'Project ' || g, md5(random()::text || g) FROM generate_series(1, 200) g`,
  user.id,
);
await db.$executeRawUnsafe(
  `INSERT INTO "Scene" ("projectId", name, data) SELECT p.id, 'Scene ' || g, '[]'::jsonb FROM "ArProject" p, generate_series(1, 2) g WHERE p."ownerId" = $1`,
  user.id,
);
const collectionId = (await db.cardCollection.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: "desc" } }))
  .id;
const projectId = (await db.arProject.findFirstOrThrow({ where: { ownerId: user.id, type: "ALBUM" } })).id;
// Planner statistics, as a production database has them (autovacuum would only gather them for
// the fresh bulk-loaded tables about a minute into the run).
await db.$executeRawUnsafe("ANALYZE");
const counts = {
  collections: await db.cardCollection.count(),
  cards: await db.card.count(),
  projects: await db.arProject.count(),
};
console.log(`seeded ${JSON.stringify(counts)} in ${Date.now() - t0} ms`);
await disconnectDb();

// ------------------------------------------------------------------ the API in its own process
const measured = await startBenchServer({ via: viaWeb ? "web" : "api", env: { DATABASE_URL: databaseUrl } });
const baseUrl = measured.baseUrl;

const endpoints = [
  ["collections list", "/api/cards?type=v2"],
  ["collection detail", `/api/cards/${collectionId}`],
  ["AR projects list", "/api/ar-projects/album"],
  ["AR project detail", `/api/ar-projects/data/${projectId}`],
  ["packs list", "/api/cards/assets"],
] as const;

// As a browser sends them: the API gzips answers of 1 KB and more for such clients.
const headers = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br, zstd" };

const rows: (LoadRow & { name: string; path: string })[] = [];
for (const [name, p] of endpoints) {
  // warm up with 500 requests (JIT, pool, caches)
  const { row, fixed } = await measureLoad({
    url: `${baseUrl}${p}`,
    headers,
    rate: RATE,
    seconds,
    warmUp: { amount: 500 },
  });
  rows.push({ name, path: p, ...row });
  console.log(loadLine(name, row, RATE, fixed));
}

console.log(`\nserved by ${viaWeb ? "the production web server (Express + Remix)" : "the API handler alone"}`);
console.log("\n| endpoint | p50 / p90 / p99 / max ms @300 req/s | errors | req/s @100 conns |\n|---|---|---|---|");
for (const r of rows)
  console.log(
    `| ${r.name} (\`${r.path.replace(/\/\d+/g, "/{id}")}\`) | ${r.p50} / ${r.p90} / ${r.p99} / ${r.max} | ${r.errors} | ${r.saturation} |`,
  );
const missed = rows.filter((r) => r.p99 >= 50 || r.errors > 0);
console.log(
  missed.length
    ? `\nTARGET MISSED by: ${missed.map((r) => r.name).join(", ")}`
    : "\nall endpoints: p99 < 50 ms with no errors",
);

await measured.stop(); // (a CPU profile is written as it exits)
await database.stop();
process.exit(0);
