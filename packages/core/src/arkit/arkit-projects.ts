// ARKit SLAM projects (platform spec §2 "ARKit", §7): a name and a GLB model (validated like pack
// models), a preview image rendered in the browser, and a QR to open it.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { fileUrl } from "../files/file-url";
import { getStorage } from "../storage/get-storage";
import { discardOnFailure, discardStored } from "../storage/discard-stored";
import { readMultipart } from "../uploads/read-multipart";
import { readSingleUpload } from "../uploads/read-single-upload";
import { imageOnly, storeSniffedUpload } from "../uploads/store-sniffed-upload";
import type { SniffResult } from "../uploads/sniff-type";
import { assertValidGlb } from "../uploads/validate-glb";
import type { Actor } from "../auth/actor";
import { findArkitFor } from "./arkit-access";
import { exposeArkitFiles } from "./arkit-public";
import { deleteUnlessPublic } from "../public-files/delete-unless-public";

export const ARKIT_MODEL_MAX_BYTES = 50 * 1024 * 1024;
const nameForm = z.object({
  name: z
    .string({ error: () => "required" })
    .trim()
    .min(1, { message: "required" })
    .max(100),
});
const parseName = (name: unknown) => nameForm.parse({ name }).name;

type Row = {
  id: number;
  name: string;
  modelKey: string;
  usdzKey: string | null;
  previewSrc: string | null;
  createdAt: Date;
  updatedAt: Date;
};
const toDto = (r: Row) => ({
  id: r.id,
  name: r.name,
  modelSrc: fileUrl(r.modelKey),
  usdzSrc: fileUrl(r.usdzKey),
  previewSrc: fileUrl(r.previewSrc),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
export type ArkitProjectDto = ReturnType<typeof toDto>;
/** A request about one ARKit project, from its owner or an admin. */
type ArkitRequest = { actor: Actor; projectId: number; request: Request };

export async function listArkitProjects(opts: { actor: Actor }): Promise<ArkitProjectDto[]> {
  const rows = await getDb().arkitProject.findMany({
    where: { userId: opts.actor.id },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toDto);
}

/** Reads a multipart request with an optional GLB `file` and a `name`; the model is validated. */
async function readModelForm(request: Request, folder: string): Promise<{ modelKey?: string; name?: string }> {
  let modelKey: string | undefined;
  try {
    const { fields } = await readMultipart(request, {
      maxFileBytes: ARKIT_MODEL_MAX_BYTES,
      fileFields: ["file"],
      onFile: async (part) => {
        if (!/\.glb$/i.test(part.filename))
          throw new AppError("BAD_REQUEST", "Only GLB files are allowed here", { fields: { file: "type" } });
        modelKey = (
          await storeSniffedUpload({
            part,
            keyBase: `${folder}/model-${randomBytes(8).toString("hex")}`,
            max: ARKIT_MODEL_MAX_BYTES,
            label: "50 MB",
            allowed: (t) => (t?.ext === "glb" ? t : null),
          })
        ).key;
      },
    });
    if (modelKey) await assertValidGlb((await getStorage().getBuffer(modelKey))!, "file");
    return { modelKey, name: fields.name };
  } catch (e) {
    await discardStored(modelKey);
    throw e;
  }
}

export async function createArkitProject(opts: { actor: Actor; request: Request }): Promise<ArkitProjectDto> {
  const folder = `arkit/u${opts.actor.id}`;
  const form = await readModelForm(opts.request, folder);
  const created = await discardOnFailure(form.modelKey, async () => {
    if (!form.modelKey) throw new AppError("BAD_REQUEST", "Choose a GLB model", { fields: { file: "required" } });
    const name = parseName(form.name);
    return getDb().arkitProject.create({ data: { userId: opts.actor.id, name, modelKey: form.modelKey } });
  });
  // Outside the cleanup above: the row holds the model now (a failure here is healed by the first public read).
  await exposeArkitFiles(created);
  return toDto(created);
}

/** POST /api/arkit/{id}: a new name and/or a replaced model ("Replace Model"). */
export async function updateArkitProject(opts: ArkitRequest): Promise<ArkitProjectDto> {
  const row = await findArkitFor(opts.actor, opts.projectId);
  const form = await readModelForm(opts.request, `arkit/u${row.userId}`);
  const updated = await discardOnFailure(form.modelKey, async () => {
    const name = form.name === undefined ? undefined : parseName(form.name);
    return getDb().arkitProject.update({
      where: { id: row.id },
      data: {
        ...(name ? { name } : {}),
        ...(form.modelKey ? { modelKey: form.modelKey, usdzKey: null, previewSrc: null } : {}),
      },
    });
  });
  if (form.modelKey) {
    // The page shows the new model at once; the old files go offline before they leave storage.
    await exposeArkitFiles(updated);
    await Promise.allSettled(
      [row.modelKey, row.usdzKey, row.previewSrc]
        .filter((k): k is string => Boolean(k))
        .map((k) => getStorage().delete(k)),
    );
  }
  return toDto(updated);
}

export async function setArkitPreview(opts: ArkitRequest): Promise<ArkitProjectDto> {
  const row = await findArkitFor(opts.actor, opts.projectId);
  const { file } = await readSingleUpload(opts.request, {
    fileFields: ["file", "image"],
    keyBase: `arkit/u${row.userId}/preview-${randomBytes(8).toString("hex")}`,
    max: 2 * 1024 * 1024,
    label: "2 MB",
    allowed: imageOnly,
  });
  const key = file?.key;
  if (!key) throw new AppError("BAD_REQUEST", "Choose an image", { fields: { file: "required" } });
  const updated = await getDb().arkitProject.update({ where: { id: row.id }, data: { previewSrc: key } });
  await exposeArkitFiles(updated);
  await discardStored(row.previewSrc);
  return toDto(updated);
}

/** USDZ is a zip whose first entry is the .usdc/.usda layer (Pixar's package rules). */
const usdzOnly = (t: SniffResult | undefined): SniffResult | null =>
  t?.ext === "zip" ? { ext: "usdz", mime: "model/vnd.usdz+zip" } : null;
function firstZipEntryName(head: Buffer): string | null {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return null;
  const nameLength = head.readUInt16LE(26);
  return head.subarray(30, 30 + nameLength).toString("utf8");
}

/**
 * POST /api/arkit/{id}/usdz (beyond the spec): the USDZ the browser exported from the GLB with
 * three's USDZExporter, stored beside the model so the project also opens in iOS AR Quick Look.
 */
export async function setArkitUsdz(opts: ArkitRequest): Promise<ArkitProjectDto> {
  const row = await findArkitFor(opts.actor, opts.projectId);
  const { file } = await readSingleUpload(opts.request, {
    keyBase: `arkit/u${row.userId}/model-${randomBytes(8).toString("hex")}`,
    max: ARKIT_MODEL_MAX_BYTES,
    label: "50 MB",
    allowed: usdzOnly,
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a USDZ file", { fields: { file: "required" } });
  await discardOnFailure(file.key, async () => {
    const first = firstZipEntryName((await getStorage().getBuffer(file.key)) ?? Buffer.alloc(0));
    if (!first || !/\.usd[ac]?$/i.test(first))
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is not a USDZ package", { fields: { file: "type" } });
  });
  const updated = await getDb().arkitProject.update({ where: { id: row.id }, data: { usdzKey: file.key } });
  await exposeArkitFiles(updated);
  await discardStored(row.usdzKey);
  return toDto(updated);
}

/**
 * Deletes an ARKit project (owner or admin): the row, with it its public files' rows (its page and
 * file URLs answer 404 from then on), then its model, USDZ and preview in storage.
 */
export async function deleteArkitProject(opts: { actor: Actor; projectId: number }): Promise<{ ok: true }> {
  const row = await findArkitFor(opts.actor, opts.projectId);
  await getDb().arkitProject.delete({ where: { id: row.id } });
  await deleteUnlessPublic([row.modelKey, row.usdzKey, row.previewSrc]);
  return { ok: true };
}

/** The link its QR encodes, for those who may open the project (the ARKit screen's QR). */
export async function arkitLink(actor: Actor, projectId: number): Promise<string> {
  const row = await findArkitFor(actor, projectId);
  const env = getServerEnv();
  return `${(env.AR_VIEWER_URL ?? env.APP_URL).replace(/\/+$/, "")}/arkit/${row.id}`;
}
