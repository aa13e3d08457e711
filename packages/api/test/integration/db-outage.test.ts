// PostgreSQL restarted while the API is under load: during the outage requests fail fast with 503
// and the documented body (never a 500 or a hang), and once the database is back the same
// process serves again without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import path from "node:path";
import { repoRoot, setEnvVar } from "@ar/config";
import { disconnectDb, ensureDatabase, startEmbeddedPostgres } from "@ar/db";
import { createSession } from "@ar/core";
import { createUser, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { migrate } from "../../../devtools/src/lib/database";
import { freePort } from "../../../devtools/src/testing/free-port";

let api: ApiServer;
let token: string;
const dir = path.join(repoRoot, ".data", "test-pg", `outage-${process.pid}`);
let port: number;
let pgServer: Awaited<ReturnType<typeof startEmbeddedPostgres>>;

beforeAll(async () => {
  port = await freePort();
  pgServer = await startEmbeddedPostgres({ dir, port });
  const url = pgServer.url("ar_outage");
  await ensureDatabase(url);
  await migrate(url);
  await disconnectDb();
  setEnvVar("DATABASE_URL", url);
  api = await startApiServer();
  const { user } = await createUser();
  token = (await createSession({ userId: user.id })).token;
}, 120_000);

afterAll(async () => {
  await api.close();
  await disconnectDb();
  await pgServer.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

type Outcome = { status: number; ms: number; code?: string };
async function hit(): Promise<Outcome> {
  const t = Date.now();
  const res = await fetch(`${api.url}/api/account`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, ms: Date.now() - t, code: body.error?.code };
}

describe("database outage under load", () => {
  it("answers 503 fast while PostgreSQL is down and recovers without restarting the app", async () => {
    // Load: 8 requests in flight at all times.
    const outcomes: (Outcome & { phase: string })[] = [];
    let phase = "before";
    let running = true;
    const loops = Array.from({ length: 8 }, async () => {
      while (running) {
        const startedIn = phase; // the phase a request started in, not the one it ended in
        outcomes.push({ ...(await hit()), phase: startedIn });
      }
    });
    const count = (p: string) => outcomes.filter((o) => o.phase === p).length;
    const waitFor = async (ok: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    };

    await waitFor(() => count("before") >= 20, 20_000);
    await pgServer.stop();
    phase = "down";
    await waitFor(() => count("down") >= 20, 20_000);
    phase = "restarting";
    pgServer = await startEmbeddedPostgres({ dir, port });
    // Recovery: the same process must answer 200 again within a few seconds.
    const recoveredBy = Date.now() + 15_000;
    while (Date.now() < recoveredBy && (await hit()).status !== 200) await new Promise((r) => setTimeout(r, 200));
    phase = "after";
    await waitFor(() => count("after") >= 20, 20_000);
    running = false;
    await Promise.all(loops);

    const by = (p: string) => outcomes.filter((o) => o.phase === p);
    expect(by("before").length).toBeGreaterThan(10);
    // Requests in flight when the database stops may get the 503 too; nothing else.
    expect(by("before").filter((o) => o.status === 200).length).toBeGreaterThan(10);
    expect(by("before").filter((o) => o.status !== 200 && !(o.status === 503 && o.code === "UNAVAILABLE"))).toEqual([]);
    const down = by("down");
    expect(down.length).toBeGreaterThan(10);
    // Every request started after the stop is a 503 with the documented body.
    expect(down.filter((o) => !(o.status === 503 && o.code === "UNAVAILABLE"))).toEqual([]);
    expect(down.filter((o) => o.status === 503).length).toBeGreaterThan(5);
    // Fail fast: an outage answer takes well under the client's patience.
    expect(Math.max(...down.filter((o) => o.status === 503).map((o) => o.ms))).toBeLessThan(3000);
    const after = by("after");
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);
  }, 120_000);
});
