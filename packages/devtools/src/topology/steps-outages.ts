// Outages: a web process killed under load, and PostgreSQL restarted while a worker renders.
import assert from "node:assert/strict";
import { getDb } from "@ar/db";
import { A4_CUT, collectionWithCards } from "../testing/helpers/print-fixtures";
import { json, sleep, step, until, via } from "./harness";
import { kill, waitHealthy } from "./processes";
import type { Run } from "./stack";

export async function outageSteps({ t: topology, webs, workers, token, user }: Run): Promise<void> {
  const web1 = webs[0]!;
  const { proxy, procs, ports } = topology;
  await step("killing a web process under load: requests keep succeeding through the other", async () => {
    const statuses = new Map<number, number>();
    let running = true;
    const loop = async () => {
      while (running) {
        const r = await via(proxy.url, "/api/account", { token }).catch(() => null);
        const s = r?.status ?? 0;
        await r?.arrayBuffer().catch(() => undefined);
        statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
    };
    const loops = Array.from({ length: 6 }, loop);
    await sleep(1500);
    const total = () => [...statuses.values()].reduce((a, b) => a + b, 0);
    await kill(web1);
    try {
      await sleep(2500);
      // Writes after the kill: the proxy sends them on to web2 (web1 refuses connections).
      const created: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await via(proxy.url, "/api/ar-projects/ALBUM", { method: "POST", token, body: "{}" });
        assert.equal(r.status, 200, await r.clone().text());
        const body = (await r.json()) as { id: number };
        created.push(body.id);
      }
      running = false;
      await Promise.all(loops);
      assert.deepEqual([...statuses.keys()], [200], `statuses ${JSON.stringify([...statuses])}`);
      assert.equal(await getDb().arProject.count({ where: { id: { in: created } } }), 4);
    } finally {
      running = false;
      // Back to two: the killed process is replaced on its port.
      webs[0] = await topology.startWeb(0);
      await waitHealthy(webs[0].url!);
    }
    return `${total()} GETs all 200 (${proxy.retried()} retried on the other process), 4 POSTs after the kill all stored`;
  });

  await step("a PostgreSQL restart: fast 503s, then recovery without restarting anything", async () => {
    // PostgreSQL goes away while a worker is in the middle of a print part: the worker process must
    // outlive it (no restart policy needed) and the export must still complete once.
    const busy = await collectionWithCards(user.id, 32, { imageWidth: 1480, cardIdPrefix: "pgdown" });
    const started = await json(
      await via(proxy.url, "/api/trpc/print.start", {
        method: "POST",
        token,
        body: JSON.stringify({ collectionId: busy.collection.id, cardIds: busy.cardIds, cut: A4_CUT }),
      }),
    );
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const busyId = started.body.result.data.id as number;
    await until(
      "a part being rendered",
      async () => {
        const parts = await getDb().printExportPart.findMany({
          where: { exportId: busyId, attempts: { gte: 1 }, done: false },
        });
        return parts.length > 0 ? true : undefined;
      },
      60_000,
      50,
    );
    await topology.stopDatabase();
    const t = Date.now();
    const during = await Promise.all([
      via(proxy.url, "/api/account", { token }),
      via(proxy.url, "/api/health"),
      via(proxy.url, "/api/account", { token }),
    ]);
    const ms = Date.now() - t;
    assert.deepEqual(
      during.map((r) => r.status),
      [503, 503, 503],
    );
    assert.ok(ms < 5_000, `503s took ${ms} ms`);
    await sleep(2000);
    await topology.startDatabase();
    const back = Date.now();
    await until(
      "the web processes answering again",
      async () => {
        const rs = await Promise.all(ports.map((p) => via(`http://127.0.0.1:${p}`, "/api/account", { token })));
        return rs.every((r) => r.status === 200);
      },
      60_000,
      250,
    );
    const recovered = Date.now() - back;
    // The workers too: a job enqueued now is run.
    const { collection, cardIds } = await collectionWithCards(user.id, 3, { cardIdPrefix: "after" });
    const csv = await json(
      await via(proxy.url, "/api/trpc/print.start", {
        method: "POST",
        token,
        body: JSON.stringify({ collectionId: collection.id, cardIds, cut: { ...A4_CUT, template: "csv" } }),
      }),
    );
    const id = csv.body.result.data.id as number;
    await until(
      "a job after the restart",
      async () => (await getDb().printExport.findUniqueOrThrow({ where: { id } })).status === "done",
      60_000,
      250,
    );
    const interrupted = await until(
      "the export interrupted by the restart",
      async () => {
        const row = await getDb().printExport.findUniqueOrThrow({ where: { id: busyId } });
        assert.notEqual(row.status, "error");
        return row.status === "done" ? row : undefined;
      },
      150_000,
      300,
    );
    assert.equal(interrupted.attempts, 1);
    const alive = procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null).map((p) => p.name);
    assert.ok(
      workers.every((w) => alive.includes(w.name)),
      `alive: ${alive.join(", ")}`,
    );
    return `3 × 503 in ${ms} ms while down; both web processes answered ${recovered} ms after PostgreSQL was back; the export rendering during the restart completed, a job ran after it, both workers still running`;
  });
}
