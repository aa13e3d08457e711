// A big image export split across workers (docs/decisions/0030). The export's row keeps its one
// job state (tracked-jobs.ts: rendering until the assembled zip is stored); these rows are its
// parts. Every move that may enqueue the next step locks the export row first, so the last two
// parts finishing at once still enqueue the assembly exactly once, and job keys make a repeated
// enqueue harmless.
import { getDb, Prisma, withTransaction, type Tx } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { reportTrackedProgress, trackedJobKey } from "../jobs/tracked-jobs";
import { PRINT_RENDER_ATTEMPTS } from "./start-print-export";

export type PrintPartRange = { start: number; end: number };
export type PrintPartRow = {
  exportId: number;
  index: number;
  firstPage: number;
  pageCount: number;
  done: boolean;
  storageKey: string | null;
  entries: unknown;
  /** The stored fragment's size in bytes (the composed zip's offsets depend on it). */
  size: bigint | null;
};

/** Rendering of all parts fills 0–90 of the export's progress; the assembly and storing the rest. */
const PARTS_PROGRESS_MAX = 90;

/** Job keys under the export's own (`print:{id}`), which the lost-job sweep also looks under. */
export const printPartJobKey = (exportId: number, index: number) =>
  `${trackedJobKey("printExport", exportId)}:part:${index}`;
export const printAssembleJobKey = (exportId: number) => `${trackedJobKey("printExport", exportId)}:assemble`;

/** Locks the export's row; answers its status (null: gone). */
async function lockExport(tx: Tx, exportId: number): Promise<string | null> {
  const rows = await tx.$queryRaw<
    { status: string }[]
  >`SELECT status::text FROM "PrintExport" WHERE id = ${exportId} FOR UPDATE`;
  return rows[0]?.status ?? null;
}

/** The export's next jobs: its parts not yet rendered, or the assembly when there are none. */
async function enqueueRemaining(tx: Tx, exportId: number): Promise<"parts" | "assemble"> {
  const open = await tx.printExportPart.findMany({
    where: { exportId, done: false },
    select: { index: true },
    orderBy: { index: "asc" },
  });
  if (open.length === 0) {
    await enqueue(
      tx,
      "print.assemble",
      { exportId },
      { jobKey: printAssembleJobKey(exportId), maxAttempts: PRINT_RENDER_ATTEMPTS },
    );
    return "assemble";
  }
  for (const { index } of open) {
    await enqueue(
      tx,
      "print.part",
      { exportId, part: index },
      { jobKey: printPartJobKey(exportId, index), maxAttempts: PRINT_RENDER_ATTEMPTS },
    );
  }
  return "parts";
}

/** Whether the export was split before (an owner's retry keeps the parts already rendered). */
export async function hasPrintParts(exportId: number): Promise<boolean> {
  return (await getDb().printExportPart.count({ where: { exportId } })) > 0;
}

/**
 * Hands a rendering export over to its parts: records the ranges (unless an earlier attempt
 * did) and enqueues a job per part not yet rendered, or the assembly when all are. False: the
 * export is no longer rendering (deleted, timed out), nothing was enqueued.
 */
export function planPrintParts(exportId: number, ranges: PrintPartRange[]): Promise<false | "parts" | "assemble"> {
  return withTransaction(async (tx) => {
    if ((await lockExport(tx, exportId)) !== "rendering") return false;
    await tx.printExportPart.createMany({
      data: ranges.map((r, index) => ({ exportId, index, firstPage: r.start, pageCount: r.end - r.start })),
      skipDuplicates: true,
    });
    await tx.printExportPart.updateMany({ where: { exportId, done: false }, data: { progress: 0 } });
    return enqueueRemaining(tx, exportId);
  });
}

/** A part's attempt starts: the part, if its export is still rendering and it is not yet done. */
export async function startPrintPart(exportId: number, index: number): Promise<PrintPartRow | null> {
  const status = await getDb().printExport.findUnique({ where: { id: exportId }, select: { status: true } });
  if (status?.status !== "rendering") return null;
  const part = await getDb()
    .printExportPart.update({
      where: { exportId_index: { exportId, index } },
      data: { attempts: { increment: 1 }, progress: 0 },
    })
    .catch(() => null);
  return part && !part.done ? part : null;
}

/** A part's progress (0–100 of its pages); the export shows the page-weighted sum of its parts. */
export async function reportPrintPartProgress(exportId: number, index: number, percent: number): Promise<void> {
  const db = getDb();
  await db.printExportPart.updateMany({
    where: { exportId, index, done: false },
    data: { progress: Math.round(percent) },
  });
  const [sum] = await db.$queryRaw<{ done: number | null; total: number | null }[]>`
    SELECT sum("pageCount" * CASE WHEN done THEN 100 ELSE progress END)::float8 AS done, sum("pageCount")::float8 AS total
    FROM "PrintExportPart" WHERE "exportId" = ${exportId}`;
  if (!sum?.total) return;
  await reportTrackedProgress(
    "printExport",
    exportId,
    Math.floor((PARTS_PROGRESS_MAX * (sum.done ?? 0)) / (100 * sum.total)),
  );
}

/**
 * A part is stored: it is marked done with its fragment, and when it was the last one of a
 * rendering export the assembly is enqueued. A part finishing after another part failed the
 * export is kept too: the owner's retry then renders only what is missing. False: the export is
 * gone (the caller deletes the fragment it wrote).
 */
export function finishPrintPart(
  exportId: number,
  index: number,
  result: { storageKey: string; entries: unknown; size: number },
): Promise<boolean> {
  return withTransaction(async (tx) => {
    const status = await lockExport(tx, exportId);
    if (status === null) return false;
    const marked = await tx.printExportPart.updateMany({
      where: { exportId, index },
      data: {
        done: true,
        progress: 100,
        storageKey: result.storageKey,
        entries: result.entries as Prisma.InputJsonValue,
        size: BigInt(result.size),
      },
    });
    if (marked.count === 0) return false;
    // Only the assembly: re-adding a running part's job under its key would start it twice.
    if (status === "rendering" && (await tx.printExportPart.count({ where: { exportId, done: false } })) === 0) {
      await enqueue(
        tx,
        "print.assemble",
        { exportId },
        { jobKey: printAssembleJobKey(exportId), maxAttempts: PRINT_RENDER_ATTEMPTS },
      );
    }
    return true;
  });
}

/** The parts of an export in page order. */
export function printPartsOf(exportId: number): Promise<PrintPartRow[]> {
  return getDb().printExportPart.findMany({ where: { exportId }, orderBy: { index: "asc" } });
}
