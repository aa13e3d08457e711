// Print exports across processes: split into parts, and a worker killed in the middle of a part.
import assert from "node:assert/strict";
import JSZip from "jszip";
import { getDb } from "@ar/db";
import { A4_CUT, collectionWithCards } from "../testing/helpers/print-fixtures";
import { json, step, until, via } from "./harness";
import { kill } from "./processes";
import type { Proc } from "./processes";
import type { Run } from "./stack";

export async function printSteps({ t, webs, workers, token, user }: Run): Promise<void> {
  const [web1, web2] = webs as [Proc, Proc];
  const { proxy, poolIds } = t;
  await step("a print export started on web1 (split in parts) is downloaded from web2", async () => {
    const { collection, cardIds } = await collectionWithCards(user.id, 24);
    const start = await json(
      await via(web1.url!, "/api/trpc/print.start", {
        method: "POST",
        token,
        body: JSON.stringify({ collectionId: collection.id, cardIds, cut: A4_CUT }),
      }),
    );
    assert.equal(start.status, 200, JSON.stringify(start.body));
    const id = start.body.result.data.id as number;
    await until(
      "the export",
      async () => (await getDb().printExport.findUniqueOrThrow({ where: { id } })).status === "done",
      120_000,
      300,
    );
    const res = await via(web2.url!, `/api/print-exports/${id}/download`, { token });
    assert.equal(res.status, 200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const names = Object.keys(zip.files);
    assert.deepEqual(
      names,
      Array.from({ length: 12 }, (_, i) => `Page-${i + 1}.jpg`),
    );
    const parts = await getDb().printExportPart.count({ where: { exportId: id } });
    assert.equal(parts, 3);
    return `12 pages in ${parts} parts`;
  });

  await step(
    "a worker killed in the middle of a print part: the part runs again on the other worker, the export completes once",
    async () => {
      // 14.8 × 21 cm cards, one to an A4 sheet: 32 cards, 64 pages, 16 parts of 4 pages.
      const { collection, cardIds } = await collectionWithCards(user.id, 32, {
        imageWidth: 1480,
        cardIdPrefix: "kill",
      });
      const start = await json(
        await via(proxy.url, "/api/trpc/print.start", {
          method: "POST",
          token,
          body: JSON.stringify({ collectionId: collection.id, cardIds, cut: A4_CUT }),
        }),
      );
      assert.equal(start.status, 200, JSON.stringify(start.body));
      const id = start.body.result.data.id as number;
      const seen = new Set<string>();
      const locked = await until(
        "a part being rendered",
        async () => {
          // (graphile-worker's jobs view has no payload: the part is in the job key, print:{id}:part:{n})
          const rows = await getDb().$queryRaw<{ locked_by: string; part: number }[]>`
        SELECT locked_by, split_part(key, ':', 4)::int AS part FROM graphile_worker.jobs
        WHERE task_identifier = 'print.part' AND locked_at IS NOT NULL AND key LIKE ${`print:${id}:part:%`}`;
          rows.forEach((r) => seen.add(r.locked_by));
          // In the middle: its attempt has started (part row counted it) and is not done yet.
          for (const r of rows.filter((row) => poolIds.has(row.locked_by))) {
            const part = await getDb().printExportPart.findUnique({
              where: { exportId_index: { exportId: id, index: r.part } },
            });
            if (part && part.attempts >= 1 && !part.done) return { ...r, attemptsBefore: part.attempts };
          }
          return undefined;
        },
        60_000,
        50,
      ).catch((e: Error) =>
        Promise.reject(
          new Error(
            `${e.message}; locked by ${[...seen].join(", ") || "nobody"}, workers ${[...poolIds.keys()].join(", ")}`,
          ),
        ),
      );
      const victim = poolIds.get(locked.locked_by)!;
      await kill(victim);
      workers.splice(workers.indexOf(victim), 1);
      const done = await until(
        "the export after the kill",
        async () => {
          const row = await getDb().printExport.findUniqueOrThrow({ where: { id } });
          assert.notEqual(row.status, "error");
          return row.status === "done" ? row : undefined;
        },
        150_000,
        300,
      );
      assert.equal(done.attempts, 1);
      const part = await getDb().printExportPart.findUniqueOrThrow({
        where: { exportId_index: { exportId: id, index: locked.part } },
      });
      assert.ok(part.attempts > locked.attemptsBefore, `part ${part.index} ran ${part.attempts} time(s)`);
      const res = await via(web2.url!, `/api/print-exports/${id}/download`, { token });
      const names = Object.keys((await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()))).files);
      assert.deepEqual(
        names,
        Array.from({ length: 64 }, (_, i) => `Page-${i + 1}.jpg`),
      );
      workers.push(await t.startWorker(2));
      return `killed ${victim.name} during part ${part.index}; it ran ${part.attempts} times, the export once`;
    },
  );
}
