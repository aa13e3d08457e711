// The rows that carry a tracked job's state (job-state.ts) — an Asset's compression, an
// AlphaEncode, a PrintExport — and the one place that writes it. Every write is guarded by the
// phases the move may start from (one UPDATE … WHERE status IN …), so a late or repeated attempt
// cannot undo a settled job: a timed-out render that finishes after all does not become done, a
// done asset is not failed by a stale retry. Each row keeps the status vocabulary its answers
// document (asset: compressing/ready/error; encoding: processing/complete/error; export:
// queued/rendering/done/error) and a `failureCode`.
import {
  getDb,
  Prisma,
  type AlphaEncodeStatus,
  type AssetUploadStatus,
  type CardMediaStatus,
  type Db,
  type PrintExportStatus,
  type Tx,
} from "@ar/db";
import { isJobFailureCode, type JobFailureCode } from "./job-failure";
import { JOB_MOVES, jobView, type JobMove, type JobPhase, type JobView } from "./job-state";

type Client = Db | Tx;

export type TrackedKind = "asset" | "alphaEncode" | "printExport" | "cardMedia";
export type TrackedId<K extends TrackedKind> = K extends "alphaEncode" ? string : number;
/** What a finished job stores besides its phase. */
export type TrackedResult = {
  asset: { compressedKey: string | null; compSize: number };
  alphaEncode: { resultKey: string; width: number; height: number; size: number };
  printExport: { storageKey: string; fileName: string; contentType: string; size: bigint; composed?: boolean };
  cardMedia: { compressedKey: string; size: number; width: number | null; height: number | null };
};

type Patch = { progress?: number; failureCode?: JobFailureCode | null };

type Adapter<K extends TrackedKind, S extends string> = {
  /** graphile-worker job key of the row's job (the same key enqueues it). */
  jobKey(id: TrackedId<K>): string;
  status: Record<JobPhase, S>;
  /** One guarded UPDATE; answers the number of rows it changed. */
  write(
    db: Client,
    id: TrackedId<K>,
    from: S[],
    to: S | undefined,
    patch: Patch,
    extra?: Partial<TrackedResult[K]> & { startAttempt?: boolean },
  ): Promise<number>;
  exists(db: Client, id: TrackedId<K>): Promise<boolean>;
  /** Table, id and status columns, for the lost-job sweep. */
  sql: { table: string; status: string; keyPrefix: string };
};

const asset: Adapter<"asset", AssetUploadStatus> = {
  jobKey: (id) => `asset:${id}`,
  status: { queued: "compressing", running: "compressing", done: "ready", failed: "error" },
  write: async (db, id, from, to, patch, extra) => {
    const { startAttempt: _start, ...result } = extra ?? {};
    const r = await db.asset.updateMany({
      where: { id, uploadStatus: { in: from } },
      data: { ...(to ? { uploadStatus: to } : {}), ...patch, ...result },
    });
    return r.count;
  },
  exists: async (db, id) => (await db.asset.count({ where: { id } })) > 0,
  sql: { table: "Asset", status: "uploadStatus", keyPrefix: "asset:" },
};

const alphaEncode: Adapter<"alphaEncode", AlphaEncodeStatus> = {
  jobKey: (id) => `alpha:${id}`,
  status: { queued: "processing", running: "processing", done: "complete", failed: "error" },
  write: async (db, id, from, to, patch, extra) => {
    const { startAttempt: _start, ...result } = extra ?? {};
    const r = await db.alphaEncode.updateMany({
      where: { id, status: { in: from } },
      data: { ...(to ? { status: to } : {}), ...patch, ...result },
    });
    return r.count;
  },
  exists: async (db, id) => (await db.alphaEncode.count({ where: { id } })) > 0,
  sql: { table: "AlphaEncode", status: "status", keyPrefix: "alpha:" },
};

const printExport: Adapter<"printExport", PrintExportStatus> = {
  jobKey: (id) => `print:${id}`,
  status: { queued: "queued", running: "rendering", done: "done", failed: "error" },
  write: async (db, id, from, to, patch, extra) => {
    const { startAttempt, ...result } = extra ?? {};
    const data: Prisma.PrintExportUpdateManyMutationInput = { ...(to ? { status: to } : {}), ...patch, ...result };
    if (startAttempt) data.attempts = { increment: 1 };
    if (to === "done") data.finishedAt = new Date();
    const r = await db.printExport.updateMany({ where: { id, status: { in: from } }, data });
    return r.count;
  },
  exists: async (db, id) => (await db.printExport.count({ where: { id } })) > 0,
  sql: { table: "PrintExport", status: "status", keyPrefix: "print:" },
};

/** A video uploaded for a card's wish (cards/wish-media.ts): compressing → ready | error. */
const cardMedia: Adapter<"cardMedia", CardMediaStatus> = {
  jobKey: (id) => `card-media:${id}`,
  status: { queued: "compressing", running: "compressing", done: "ready", failed: "error" },
  write: async (db, id, from, to, patch, extra) => {
    const { startAttempt: _start, ...result } = extra ?? {};
    const r = await db.cardMedia.updateMany({
      where: { id, status: { in: from } },
      data: { ...(to ? { status: to } : {}), ...patch, ...result },
    });
    return r.count;
  },
  exists: async (db, id) => (await db.cardMedia.count({ where: { id } })) > 0,
  sql: { table: "CardMedia", status: "status", keyPrefix: "card-media:" },
};

const adapters = { asset, alphaEncode, printExport, cardMedia } as const;
type AnyAdapter = Adapter<TrackedKind, string>;
const adapterOf = (kind: TrackedKind) => adapters[kind] as unknown as AnyAdapter;

function statusesFrom(a: AnyAdapter, phases: readonly JobPhase[]): string[] {
  return [...new Set(phases.map((p) => a.status[p]))];
}

/**
 * One move of job-state.ts on a row. Where a row's status stands for two phases (an asset is
 * "compressing" both queued and running) the guard is that status, so the moves that start from
 * either are the same write; the owner's retry starts from failed only.
 */
async function move(
  kind: TrackedKind,
  id: number | string,
  name: JobMove,
  patch: Patch,
  opts: { db?: Client; extra?: Record<string, unknown> } = {},
): Promise<boolean> {
  const a = adapterOf(kind);
  const { from, to } = JOB_MOVES[name];
  return (await a.write(opts.db ?? getDb(), id, statusesFrom(a, from), a.status[to], patch, opts.extra)) > 0;
}

export function trackedJobKey<K extends TrackedKind>(kind: K, id: TrackedId<K>): string {
  return adapterOf(kind).jobKey(id);
}

/** An attempt starts (queued or running → running, progress 0). False: the row is gone or settled, so there is nothing to do. */
export function startTrackedJob<K extends TrackedKind>(kind: K, id: TrackedId<K>): Promise<boolean> {
  return move(kind, id, "start", { progress: 0 }, { extra: { startAttempt: true } });
}

/** Progress of a running attempt, 0–99 (100 is written with done). */
export async function reportTrackedProgress<K extends TrackedKind>(
  kind: K,
  id: TrackedId<K>,
  percent: number,
): Promise<void> {
  const a = adapterOf(kind);
  const progress = Math.max(0, Math.min(99, Math.round(percent)));
  await a.write(getDb(), id, [a.status.running], undefined, { progress });
}

/** Whether the job's row still exists (false: deleted with its project, collection or account). */
export function trackedJobExists<K extends TrackedKind>(kind: K, id: TrackedId<K>): Promise<boolean> {
  return adapterOf(kind).exists(getDb(), id);
}

/** running → done with the job's result. False: the row is gone or no longer running (timed out, deleted). */
export function finishTrackedJob<K extends TrackedKind>(
  kind: K,
  id: TrackedId<K>,
  result: TrackedResult[K],
): Promise<boolean> {
  return move(kind, id, "succeed", { progress: 100, failureCode: null }, { extra: result });
}

/**
 * A failed attempt: `final` → failed (the user sees it and may retry); otherwise back to queued
 * with the code kept, shown as retrying until the next attempt settles.
 */
export function failTrackedJob<K extends TrackedKind>(
  kind: K,
  id: TrackedId<K>,
  code: JobFailureCode,
  opts: { final: boolean },
): Promise<boolean> {
  return move(kind, id, opts.final ? "fail" : "retryLater", { failureCode: code });
}

/** The owner's retry: failed → queued, inside the transaction that enqueues the job again. */
export function requeueTrackedJob<K extends TrackedKind>(tx: Tx, kind: K, id: TrackedId<K>): Promise<boolean> {
  return move(kind, id, "requeue", { progress: 0, failureCode: null }, { db: tx });
}

/** A row's state as status answers show it. */
export function trackedJobView(
  kind: TrackedKind,
  row: { status: string; progress: number; failureCode: string | null },
): JobView {
  const a = adapterOf(kind);
  const phase: JobPhase =
    row.status === a.status.done
      ? "done"
      : row.status === a.status.failed
        ? "failed"
        : row.status === a.status.running
          ? "running"
          : "queued";
  // A code this version does not know (a newer worker wrote it) still reads as a failure.
  const code = row.failureCode === null ? null : isJobFailureCode(row.failureCode) ? row.failureCode : "INTERNAL";
  return jobView(phase, row.progress, code);
}

/**
 * A split print export's work is in jobs keyed under its own (`print:{id}:part:N`,
 * `print:{id}:assemble`, print-parts.ts): any of them still able to run keeps it waiting.
 *
 * Rows still waiting whose job no longer exists or will never run again (its worker was killed
 * on the last attempt, or the job was removed by hand) are failed with INTERRUPTED, so no one
 * waits for ever. Answers how many were failed.
 */
export async function failLostTrackedJobs(): Promise<number> {
  let failed = 0;
  for (const kind of Object.keys(adapters) as TrackedKind[]) {
    const a = adapterOf(kind);
    const waiting = statusesFrom(a, JOB_MOVES.fail.from);
    const statusType = {
      asset: "AssetUploadStatus",
      alphaEncode: "AlphaEncodeStatus",
      printExport: "PrintExportStatus",
      cardMedia: "CardMediaStatus",
    }[kind];
    // Identifiers come from the constant table above, values are bound.
    failed += await getDb().$executeRawUnsafe(
      `UPDATE "${a.sql.table}" t SET "${a.sql.status}" = $1::"${statusType}", "failureCode" = 'INTERRUPTED'
       WHERE t."${a.sql.status}" = ANY($2::"${statusType}"[])
         AND NOT EXISTS (
           SELECT 1 FROM graphile_worker.jobs j
           WHERE (j.key = $3 || t.id::text OR j.key LIKE $3 || t.id::text || ':%')
             AND (j.attempts < j.max_attempts OR j.locked_at IS NOT NULL))`,
      a.status.failed,
      waiting,
      a.sql.keyPrefix,
    );
  }
  return failed;
}
