// Replacing a project asset's file (issue 22: "Assets can be deleted and replaced"): POST
// /api/ar-projects/assets/{id}/replace (multipart `file`, `disableCompressing`) stores the new
// file under the same asset id, so every scene object and code name that uses the asset follows
// it. The same upload rules and refusals as an upload (read-single-upload, GLB validation); the
// kind must stay the same (a model by a model), else 415 fields.file "not_{kind}" saying what to
// choose ("This asset is a 3D model; choose a .glb file"; the editors show the same in en/ru). The
// live published snapshot names the old file's key (a PublicFile row), so that file stays until the next Publish;
// the others are removed (deleteUnlessPublic).
import { randomBytes } from "node:crypto";
import { withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { AppError } from "../errors/app-error";
import { discardOnFailure } from "../storage/discard-stored";
import { deleteUnlessPublic } from "../public-files/delete-unless-public";
import { readSingleUpload } from "../uploads/read-single-upload";
import { assertStoredGlbValid } from "../uploads/validate-glb";
import type { Actor } from "../auth/actor";
import { trackedJobKey } from "../jobs/tracked-jobs";
import { COMPRESS_ATTEMPTS, assetType } from "./asset-commands";
import { ASSET_KINDS, ASSET_MAX_BYTES, DISABLE_COMPRESSION_LIMIT } from "./asset-limits";
import { findAssetFor, touchProject } from "./project-access";
import { toAssetDto, type AssetDto } from "./project-dto";

export async function replaceProjectAsset(opts: {
  actor: Actor;
  assetId: number;
  request: Request;
}): Promise<AssetDto> {
  const asset = await findAssetFor(opts.actor, opts.assetId);
  // A compression in progress would write the light version of the old file over the new one.
  if (asset.uploadStatus === "compressing")
    throw new AppError("CONFLICT", "The file is still being processed: replace it once that has finished", {
      fields: { assetId: "processing" },
    });
  const { file, fields } = await readSingleUpload(opts.request, {
    keyBase: `projects/${asset.projectId}/asset-${randomBytes(8).toString("hex")}`,
    max: ASSET_MAX_BYTES,
    label: "500 MB",
    allowed: assetType,
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a file", { fields: { file: "required" } });
  const updated = await discardOnFailure(file.key, async () => {
    const kind = ASSET_KINDS[file.type.ext]!;
    if (kind !== asset.kind) throw wrongKindForReplace(asset.kind);
    if (kind === "glb") await assertStoredGlbValid({ key: file.key, size: file.size, field: "file" });
    const disable = fields.disableCompressing === "true" && file.size < DISABLE_COMPRESSION_LIMIT;
    const compress = !disable && kind !== "audio";
    return withTransaction(async (tx) => {
      // Conditional on the file read above: of two replaces racing, one wins, the other gets 409.
      const { count } = await tx.asset.updateMany({
        where: { id: asset.id, srcKey: asset.srcKey, uploadStatus: { not: "compressing" } },
        data: {
          name: file.filename.slice(0, 200),
          size: file.size,
          srcKey: file.key,
          compressedKey: null,
          compSize: null,
          failureCode: null,
          disableCompressing: disable,
          uploadStatus: compress ? "compressing" : "ready",
          progress: compress ? 0 : 100,
        },
      });
      if (count === 0)
        throw new AppError("CONFLICT", "The file was replaced by someone else meanwhile", {
          fields: { assetId: "stale" },
        });
      if (compress)
        await enqueue(
          tx,
          "media.compress",
          { assetId: asset.id },
          { jobKey: trackedJobKey("asset", asset.id), maxAttempts: COMPRESS_ATTEMPTS },
        );
      return tx.asset.findUniqueOrThrow({ where: { id: asset.id } });
    });
  });
  await deleteUnlessPublic([asset.srcKey, asset.compressedKey]);
  await touchProject(asset.projectId);
  return toAssetDto(updated);
}

const KIND_WORDS: Record<string, string> = { glb: "a 3D model", image: "an image", video: "a video", audio: "audio" };

/** 415 fields.file "not_{kind}": the asset's kind and the file endings that may replace it. */
export function wrongKindForReplace(assetKind: string): AppError {
  const exts = Object.keys(ASSET_KINDS)
    .filter((ext) => ASSET_KINDS[ext] === assetKind)
    .map((ext) => `.${ext}`);
  const list = exts.length > 1 ? `${exts.slice(0, -1).join(", ")} or ${exts.at(-1)}` : (exts[0] ?? "");
  return new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    `This asset is ${KIND_WORDS[assetKind] ?? "another kind of file"}; choose a ${list} file`,
    { fields: { file: `not_${assetKind}` } },
  );
}
