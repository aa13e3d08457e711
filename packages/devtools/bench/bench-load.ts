// What the load benchmarks (api-load.ts, public-snapshot.ts) share: a database of their own, the
// user their rows belong to, and one URL measured the same way (a warm-up, the fixed offered rate
// sent open-loop, then the saturation throughput with 100 connections, closed loop).
import autocannon from "autocannon";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { FEATURE_IDS } from "@ar/core/account";
import { cloneTemplate, startTestDatabaseServer } from "../src/testing/test-database-server";
import { openLoop, type OpenLoopResult } from "./open-loop";

/**
 * A fresh embedded PostgreSQL (or DATABASE_URL's server) named `name`, and a database of this
 * process cloned from its template (`ar_<name>_<pid>`), made the process's DATABASE_URL.
 */
export async function startBenchDatabase(name: string) {
  const database = await startTestDatabaseServer(name);
  const databaseUrl = await cloneTemplate(database.templateUrl, `ar_${name.replaceAll("-", "_")}_${process.pid}`);
  setEnvVar("DATABASE_URL", databaseUrl);
  return { database, databaseUrl };
}

/** The confirmed user, with every feature, that the seeded rows belong to. */
export function createBenchUser() {
  return getDb().user.create({
    data: {
      email: `bench-${process.pid}@example.com`,
      name: "Bench",
      passwordHash: "x",
      emailConfirmedAt: new Date(),
      features: [...FEATURE_IDS],
    },
  });
}

const closedLoop = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))),
  );

export type LoadRow = { p50: number; p90: number; p99: number; max: number; errors: number; saturation: number };

/**
 * Measures `url`: `warmUp` (autocannon with 10 connections: `amount` requests or `duration` s),
 * then `rate` requests/s open-loop for `seconds`, then 100 connections for half as long (3 s at
 * least). The row's errors count both phases' failures, timeouts and non-2xx answers.
 */
export async function measureLoad(opts: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  warmUp: { amount: number } | { duration: number };
}): Promise<{ row: LoadRow; fixed: OpenLoopResult; sat: autocannon.Result }> {
  const { url, headers } = opts;
  await closedLoop({ url, headers, connections: 10, ...opts.warmUp });
  const fixed = await openLoop({ url, headers, rate: opts.rate, durationSeconds: opts.seconds });
  const sat = await closedLoop({ url, headers, connections: 100, duration: Math.max(3, Math.round(opts.seconds / 2)) });
  const row = {
    p50: fixed.p50,
    p90: fixed.p90,
    p99: fixed.p99,
    max: fixed.max,
    errors: fixed.errors + sat.errors + sat.non2xx + sat.timeouts,
    saturation: Math.round(sat.requests.average),
  };
  return { row, fixed, sat };
}

/** The line each measured URL prints. */
export function loadLine(name: string, row: LoadRow, rate: number, fixed: OpenLoopResult): string {
  return `${name}: p50 ${row.p50} ms, p90 ${row.p90} ms, p99 ${row.p99} ms, max ${row.max} ms at ${rate} req/s (${fixed.requests} requests, ${fixed.errors} errors); saturation ${row.saturation} req/s at 100 connections`;
}
