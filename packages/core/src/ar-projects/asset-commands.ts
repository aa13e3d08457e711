// Project assets: POST /api/ar-projects/{id}/assets (multipart `file`, `disableCompressing`)
// streams the file to storage, then the worker's media.compress job (one per asset, by job key)
// makes the light version the viewer loads; GET /api/public/media/{id} reports its progress.
import { randomBytes } from "node:crypto";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { AppError, notFound } from "../errors/app-error";
import { discardOnFailure } from "../storage/discard-stored";
import { readSingleUpload } from "../uploads/read-single-upload";
import { assertStoredGlbValid } from "../uploads/validate-glb";
import { refuseDamagedGlb } from "../uploads/damaged-glb";
import type { SniffResult } from "../uploads/sniff-type";
import type { Actor } from "../auth/actor";
import { findAssetFor, findProjectFor, touchProject } from "./project-access";
import { toAssetDto, type AssetDto } from "./project-dto";
import { requeueTrackedJob, trackedJobKey, trackedJobView } from "../jobs/tracked-jobs";
import { ASSET_KINDS, ASSET_MAX_BYTES, DISABLE_COMPRESSION_LIMIT } from "./asset-limits";

/** media.compress attempts before an INTERNAL failure is final (docs/decisions/0012). */
export const COMPRESS_ATTEMPTS = 3;
export const ASSET_KIND_NAMES: Record<string, string> = {
  video: "a video",
  image: "an image",
  glb: "a GLB model",
  audio: "audio",
};
/** The upload's type if it is an asset kind; a damaged .glb is refused as damaged (uploads/damaged-glb.ts). */
export function assetType(t: SniffResult | undefined, part: { filename: string; field: string }): SniffResult | null {
  if (t && Object.hasOwn(ASSET_KINDS, t.ext)) return t;
  refuseDamagedGlb(part.filename, t, part.field);
  return null;
}

export async function uploadProjectAsset(opts: {
  actor: Actor;
  projectId: number;
  request: Request;
}): Promise<AssetDto> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const { file, fields } = await readSingleUpload(opts.request, {
    keyBase: `projects/${p.id}/asset-${randomBytes(8).toString("hex")}`,
    max: ASSET_MAX_BYTES,
    label: "500 MB",
    allowed: assetType,
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a file", { fields: { file: "required" } });
  return discardOnFailure(file.key, async () => {
    const kind = ASSET_KINDS[file.type.ext]!;
    // The editor says what the person picked ("glb model", "image", …): content of another kind
    // (a PNG renamed .glb) is refused rather than quietly becoming another kind of object.
    const expected = fields.kind;
    if (expected !== undefined && expected !== "" && expected !== kind) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        `The file is ${kind === "image" ? "an" : "a"} ${kind}, not ${ASSET_KIND_NAMES[expected] ?? "of the kind chosen"}`,
        { fields: { file: "kind" } },
      );
    }
    if (kind === "glb") await assertStoredGlbValid({ key: file.key, size: file.size, field: "file" });
    const disable = fields.disableCompressing === "true" && file.size < DISABLE_COMPRESSION_LIMIT;
    const compress = !disable && kind !== "audio";
    const asset = await withTransaction(async (tx) => {
      const a = await tx.asset.create({
        data: {
          projectId: p.id,
          name: file.filename.slice(0, 200),
          kind,
          size: file.size,
          srcKey: file.key,
          disableCompressing: disable,
          uploadStatus: compress ? "compressing" : "ready",
          progress: compress ? 0 : 100,
        },
      });
      if (compress)
        await enqueue(
          tx,
          "media.compress",
          { assetId: a.id },
          { jobKey: trackedJobKey("asset", a.id), maxAttempts: COMPRESS_ATTEMPTS },
        );
      return a;
    });
    await touchProject(p.id);
    return toAssetDto(asset);
  });
}

/**
 * GET /api/public/media/{id}: progress of an asset's processing, for the editor's poll (500 ms).
 * Despite the spec's path, only to those who may open the asset's project (404 for others).
 */
export async function getMediaStatus(opts: { actor: Actor; assetId: number }) {
  await findAssetFor(opts.actor, opts.assetId);
  const a = await getDb().asset.findUnique({
    where: { id: opts.assetId },
    select: { progress: true, uploadStatus: true, failureCode: true, size: true, compSize: true },
  });
  if (!a) throw notFound("Media not found");
  const job = trackedJobView("asset", { status: a.uploadStatus, progress: a.progress, failureCode: a.failureCode });
  // failed: the worker gave up (failureCode says why); retrying: an attempt failed, another follows.
  return {
    progress: a.progress,
    complete: a.uploadStatus === "ready",
    failed: job.phase === "failed",
    retrying: job.retrying,
    failureCode: job.failureCode,
    fileSize: a.compSize ?? a.size,
  };
}

/**
 * Compress a failed asset again (the upload panel's and asset list's retry): whoever may edit the
 * project, as for the upload. Only a failed compression restarts (409 otherwise), with a fresh
 * set of attempts.
 */
export async function retryAssetCompression(opts: { actor: Actor; assetId: number }): Promise<AssetDto> {
  const a = await findAssetFor(opts.actor, opts.assetId);
  const asset = await withTransaction(async (tx) => {
    if (!(await requeueTrackedJob(tx, "asset", a.id)))
      throw new AppError("CONFLICT", "Only a failed compression can be retried");
    await enqueue(
      tx,
      "media.compress",
      { assetId: a.id },
      { jobKey: trackedJobKey("asset", a.id), maxAttempts: COMPRESS_ATTEMPTS },
    );
    return tx.asset.findUniqueOrThrow({ where: { id: a.id } });
  });
  return toAssetDto(asset);
}
