// Big print runs split across workers (issue 25, docs/decisions/0030): an export over
// PRINT_PART_PAGES becomes print.part jobs and a print.assemble job, run here by graphile-worker's
// own runner on the real database and local storage.
import { describe, expect, it } from "vitest";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { A4_CUT, call, collectionWithCards, runQueuedJobs, signIn, useApiServer, until } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-print-split-" });

const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
const exportRow = (id: number) => getDb().printExport.findUniqueOrThrow({ where: { id } });
const parts = (id: number) => getDb().printExportPart.findMany({ where: { exportId: id }, orderBy: { index: "asc" } });
/**
 * Graphile-worker waits seconds before a retry; the test runs it now. It records failures in
 * batches, possibly after runOnce returned: wait until no print job is locked (its failure and
 * backoff are written), then move them to now.
 */
async function retriesNow(): Promise<void> {
  const locked = async () =>
    Number(
      (
        await getDb().$queryRaw<
          { n: bigint }[]
        >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'print.%' AND locked_at IS NOT NULL`
      )[0]!.n,
    );
  await until(async () => (await locked()) === 0, 15_000, 50);
  await getDb()
    .$executeRaw`SELECT graphile_worker.reschedule_jobs(array(SELECT id FROM graphile_worker.jobs WHERE task_identifier LIKE 'print.%'), run_at => now())`;
}
/** Makes the local driver's rename into `key` fail (a non-empty folder stands there), so storing it fails once. */
async function blockKey(key: string): Promise<() => Promise<void>> {
  const at = path.join(api.dataDir, "storage", key);
  await mkdir(at, { recursive: true });
  await writeFile(path.join(at, "x"), "x");
  return () => rm(at, { recursive: true, force: true });
}

async function start(
  token: string,
  collectionId: number,
  cardIds: string[],
  partPages: number,
  template: "A4" | "none" = "A4",
): Promise<number> {
  setEnvVar("PRINT_PART_PAGES", String(partPages));
  const res = await trpc(token, "print.start", { collectionId, cardIds, cut: { ...A4_CUT, template } });
  expect(res.status).toBe(200);
  return res.body.result.data.id as number;
}

async function download(token: string, id: number): Promise<{ names: string[]; files: Buffer[] }> {
  const res = await fetch(`${api.url}/api/print-exports/${id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(Number(res.headers.get("content-length")));
  expect(bytes.length).toBe(Number((await exportRow(id)).size));
  const zip = await JSZip.loadAsync(bytes);
  // Central-directory order, as an unzip tool lists it.
  const names = Object.keys(zip.files);
  return { names, files: await Promise.all(names.map((n) => zip.file(n)!.async("nodebuffer"))) };
}

describe("split print exports", () => {
  it("an export over the threshold is rendered as parts and assembled into the same zip, byte for byte per entry, as the unsplit one", async () => {
    const { user, token } = await signIn(api.url);
    // 10 two-sided cards, 4 to an A4 sheet: 3 sheets, 6 pages; parts of 2 pages → 3 parts.
    const { collection, cardIds } = await collectionWithCards(user.id, 10);
    const whole = await start(token, collection.id, cardIds, 100);
    await runQueuedJobs();
    expect((await exportRow(whole)).status).toBe("done");
    expect(await parts(whole)).toEqual([]);

    const split = await start(token, collection.id, cardIds, 2);
    await runQueuedJobs();
    const row = await exportRow(split);
    expect(row).toMatchObject({ status: "done", progress: 100, attempts: 1 });
    const rendered = await parts(split);
    expect(rendered.map((p) => [p.firstPage, p.pageCount, p.done, p.attempts])).toEqual([
      [0, 2, true, 1],
      [2, 2, true, 1],
      [4, 2, true, 1],
    ]);
    // The zip is served from the fragments and the stored central directory (decisions/0043).
    expect(row.composed).toBe(true);
    expect(rendered.every((p) => p.storageKey)).toBe(true);
    const sizes = rendered.reduce((sum, p) => sum + Number(p.size), 0);
    expect(Number(row.size)).toBeGreaterThan(sizes);

    const a = await download(token, whole);
    const b = await download(token, split);
    expect(b.names).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg", "Page-4.jpg", "Page-5.jpg", "Page-6.jpg"]);
    expect(b.names).toEqual(a.names);
    for (const [i, file] of b.files.entries()) expect(file.equals(a.files[i]!), b.names[i]).toBe(true);
  });

  it("a failing part is retried alone; nothing is downloadable until the assembly has stored the whole", async () => {
    const { user, token } = await signIn(api.url);
    // Single cards (template none, small pages): 3 two-sided cards, 6 pages, 3 parts.
    const { collection, cardIds } = await collectionWithCards(user.id, 3);
    const id = await start(token, collection.id, cardIds, 2, "none");
    const unblock = await blockKey(`print-exports/${id}/parts/1.zipfragment`);
    await runQueuedJobs();

    expect(await exportRow(id)).toMatchObject({ status: "rendering", storageKey: null });
    expect((await parts(id)).map((p) => [p.done, p.attempts])).toEqual([
      [true, 1],
      [false, 1],
      [true, 1],
    ]);
    const early = await fetch(`${api.url}/api/print-exports/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(early.status).toBe(409);
    // Two of three parts' pages are rendered: 2/3 of the rendering share (90).
    expect((await exportRow(id)).progress).toBe(60);

    await unblock();
    await retriesNow();
    await runQueuedJobs();
    expect(await exportRow(id)).toMatchObject({ status: "done", attempts: 1 });
    expect((await parts(id)).map((p) => p.attempts)).toEqual([1, 2, 1]);
    expect((await download(token, id)).names).toHaveLength(6);
  });

  it("a retried assembly writes the directory of the stored parts again without rendering them", async () => {
    const { user, token } = await signIn(api.url);
    // Single cards (template none, small pages): 3 two-sided cards, 6 pages, 3 parts.
    const { collection, cardIds } = await collectionWithCards(user.id, 3);
    const id = await start(token, collection.id, cardIds, 2, "none");
    const unblock = await blockKey(`print-exports/${id}/cards-${collection.id}-${id}.zip`);
    await runQueuedJobs();
    expect(await exportRow(id)).toMatchObject({ status: "rendering" });
    expect((await parts(id)).every((p) => p.done && p.storageKey)).toBe(true);
    const assemblies = await getDb().$queryRaw<
      { attempts: number }[]
    >`SELECT attempts FROM graphile_worker.jobs WHERE task_identifier = 'print.assemble'`;
    expect(assemblies).toEqual([{ attempts: 1 }]);

    await unblock();
    await retriesNow();
    await runQueuedJobs();
    expect(await exportRow(id)).toMatchObject({ status: "done" });
    expect((await parts(id)).map((p) => p.attempts)).toEqual([1, 1, 1]);
    expect((await download(token, id)).names).toHaveLength(6);
  });

  it("a part failing for good fails the export; the owner's retry renders only the missing part", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 3);
    const id = await start(token, collection.id, cardIds, 2, "none");
    const unblock = await blockKey(`print-exports/${id}/parts/2.zipfragment`);
    await runQueuedJobs();
    for (let attempt = 2; attempt <= 3; attempt++) {
      await retriesNow();
      await runQueuedJobs();
    }
    expect(await exportRow(id)).toMatchObject({ status: "error", failureCode: "INTERNAL" });
    expect((await parts(id)).map((p) => [p.done, p.attempts])).toEqual([
      [true, 1],
      [true, 1],
      [false, 3],
    ]);

    await unblock();
    const retried = await call(api.url, "POST", `/api/print-exports/${id}/retry`, { token });
    expect(retried.status).toBe(200);
    await runQueuedJobs();
    expect(await exportRow(id)).toMatchObject({ status: "done", failureCode: null });
    expect((await parts(id)).map((p) => p.attempts)).toEqual([1, 1, 4]);
    expect((await download(token, id)).names).toHaveLength(6);
  });

  it("a composed zip whose fragment is gone is a 404, never a zip cut short", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 3);
    const id = await start(token, collection.id, cardIds, 2, "none");
    await runQueuedJobs();
    expect(await exportRow(id)).toMatchObject({ status: "done", composed: true });
    await rm(path.join(api.dataDir, "storage", `print-exports/${id}/parts/1.zipfragment`));
    const res = await fetch(`${api.url}/api/print-exports/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
  });
});
