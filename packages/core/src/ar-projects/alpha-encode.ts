// The alpha-channel video encoder's web face (a route of the web app, docs/decisions/0008):
// POST /api/encodeAlt takes a WebM or MOV with transparency (streamed, checked by content) and
// answers {processId}; the worker's media.encode-alpha job makes the side-by-side MP4;
// GET /api/encode/{processId}/status reports {status, data: {progress, …asset}, error}.
import { randomUUID } from "node:crypto";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { AppError, notFound } from "../errors/app-error";
import { fileUrl } from "../files/file-url";
import { readSingleUpload } from "../uploads/read-single-upload";
import type { Actor } from "../auth/actor";
import { discardOnFailure } from "../storage/discard-stored";
import { trackedJobKey, trackedJobView } from "../jobs/tracked-jobs";

export const ALPHA_SOURCE_MAX_BYTES = 200 * 1024 * 1024;

export async function startAlphaEncode(opts: { actor: Actor; request: Request }): Promise<{ processId: string }> {
  const processId = randomUUID();
  const { file, fields } = await readSingleUpload(opts.request, {
    fileFields: ["file", "video"],
    keyBase: `alpha/${processId}/source`,
    max: ALPHA_SOURCE_MAX_BYTES,
    label: "200 MB",
    allowed: (t) => (t && ["webm", "mov"].includes(t.ext) ? t : null),
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a WebM or MOV video", { fields: { file: "required" } });
  return discardOnFailure(file.key, async () => {
    const layout = fields.type === "video-v" ? "video-v" : "video-h";
    const srcKey = file.key;
    await withTransaction(async (tx) => {
      await tx.alphaEncode.create({ data: { id: processId, userId: opts.actor.id, layout, srcKey } });
      await enqueue(
        tx,
        "media.encode-alpha",
        { processId },
        { jobKey: trackedJobKey("alphaEncode", processId), maxAttempts: 2 },
      );
    });
    return { processId };
  });
}

/** The rule for an encoding and its files (the status procedure and the file server ask it): whoever asked for it, and administrators. */
const mayOpenAlphaEncodeOf = (actor: Actor, row: { userId: number } | null) =>
  row !== null && (row.userId === actor.id || actor.isAdmin);

/** For readers that answer rather than throw (the file server). */
export async function mayOpenAlphaEncode(actor: Actor, processId: string): Promise<boolean> {
  return mayOpenAlphaEncodeOf(
    actor,
    await getDb().alphaEncode.findUnique({ where: { id: processId }, select: { userId: true } }),
  );
}

export async function getAlphaEncodeStatus(opts: { actor: Actor; processId: string }) {
  const row = await getDb().alphaEncode.findUnique({ where: { id: opts.processId } });
  if (!row || !mayOpenAlphaEncodeOf(opts.actor, row)) throw notFound("No such encoding");
  const data =
    row.status === "complete"
      ? {
          progress: 100,
          id: row.id,
          src: fileUrl(row.resultKey),
          type: row.layout,
          width: row.width,
          height: row.height,
          size: row.size,
        }
      : { progress: row.progress };
  const job = trackedJobView("alphaEncode", row);
  // `error` is a failure code the dialog translates (jobs.failures), never exception text.
  return { status: row.status, data, error: row.status === "error" ? job.failureCode : null, retrying: job.retrying };
}
