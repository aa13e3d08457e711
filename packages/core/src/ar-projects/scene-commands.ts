// Scenes of an AR project: creating the three kinds (QR marker, world, image marker), renaming,
// deleting, saving objects, marker settings, preview and marker images.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getDb, Prisma } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import { findUnstorableText } from "../errors/storable-text";
import { queueImageTarget } from "../image-targets/image-targets";
import { discardOnFailure } from "../storage/discard-stored";
import { deleteUnlessPublic } from "../public-files/delete-unless-public";
import { readSingleUpload } from "../uploads/read-single-upload";
import { imageOnly } from "../uploads/store-sniffed-upload";
import type { Actor } from "../auth/actor";
import { findProjectFor, findSceneFor, touchProject } from "./project-access";
import { toSceneDto, type SceneDto } from "./project-dto";
import { sceneData } from "./scene-schema";

export const MARKER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PREVIEW_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const sceneNameInput = (fallback: string) =>
  z.object({
    name: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || fallback),
  });

async function created(
  projectId: number,
  data: { name: string; qrMarkerId?: string; imageMarkerSrc?: string; naturalWidth?: number | null },
) {
  const scene = await getDb().scene.create({ data: { projectId, ...data } });
  await touchProject(projectId);
  return toSceneDto(scene);
}

export async function createQrScene(opts: { actor: Actor; projectId: number; input: unknown }): Promise<SceneDto> {
  const { name } = sceneNameInput("QR Marker").parse(opts.input ?? {});
  const p = await findProjectFor(opts.actor, opts.projectId);
  return created(p.id, { name, qrMarkerId: randomBytes(8).toString("hex") });
}

export async function createWorldScene(opts: { actor: Actor; projectId: number; input: unknown }): Promise<SceneDto> {
  const { name } = sceneNameInput("World").parse(opts.input ?? {});
  const p = await findProjectFor(opts.actor, opts.projectId);
  return created(p.id, { name });
}

/** Multipart `name` and `file` (jpg or png, required); the default name is "Image Marker". */
export async function createImageScene(opts: { actor: Actor; projectId: number; request: Request }): Promise<SceneDto> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const { file, fields } = await readSingleUpload(opts.request, {
    keyBase: `projects/${p.id}/marker-${randomBytes(8).toString("hex")}`,
    max: MARKER_IMAGE_MAX_BYTES,
    label: "10 MB",
    allowed: imageOnly,
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a marker image", { fields: { file: "required" } });
  return discardOnFailure(file.key, async () => {
    const { name } = sceneNameInput("Image Marker").parse({ name: fields.name });
    const dto = await created(p.id, { name, imageMarkerSrc: file.key });
    // The worker prepares the marker's tracking target now, long before publish needs it.
    await queueImageTarget(file.key);
    return dto;
  });
}

export async function getScene(opts: { actor: Actor; sceneId: number }): Promise<SceneDto> {
  return toSceneDto((await findSceneFor(opts.actor, opts.sceneId)).scene);
}

export const renameSceneInput = z.object({
  name: z
    .string({ error: () => "required" })
    .trim()
    .min(1, { message: "required" })
    .max(100),
});

export async function renameScene(opts: { actor: Actor; sceneId: number; input: unknown }): Promise<SceneDto> {
  const { name } = renameSceneInput.parse(opts.input ?? {});
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  const row = await getDb().scene.update({ where: { id: scene.id }, data: { name, editedAt: new Date() } });
  await touchProject(scene.projectId);
  return toSceneDto(row);
}

export async function deleteScene(opts: { actor: Actor; sceneId: number }): Promise<{ deleted: true }> {
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  await getDb().scene.delete({ where: { id: scene.id } });
  // (a marker the live published snapshot shows stays until the project goes: public-files)
  await deleteUnlessPublic([scene.imageMarkerSrc, scene.previewSrc]);
  await touchProject(scene.projectId);
  return { deleted: true };
}

/** `baseVersion`: the scene version the edit started from (the editor always sends it; docs/decisions/0027). */
export const saveSceneDataInput = z.object({
  data: sceneData,
  baseVersion: z.number().int().min(0).max(2_147_483_647).optional(),
});

/**
 * Saves a scene's objects (the draft: the public viewer reads only published snapshots). With a
 * baseVersion the write is one conditional UPDATE (… WHERE version = base), so of two saves based
 * on the same version exactly one wins and the other gets 409 fields.baseVersion "stale" — never
 * a silent overwrite. Without one (older REST callers) the save is unconditional; both bump it.
 */
export async function saveSceneData(opts: { actor: Actor; sceneId: number; input: unknown }): Promise<SceneDto> {
  const { data, baseVersion } = saveSceneDataInput.parse(opts.input ?? {});
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  const row = await getDb().$transaction(async (tx) => {
    const where = baseVersion === undefined ? { id: scene.id } : { id: scene.id, version: baseVersion };
    const { count } = await tx.scene.updateMany({
      where,
      data: { data, editedAt: new Date(), version: { increment: 1 } },
    });
    if (count === 0) {
      const current = await tx.scene.findUnique({ where: { id: scene.id }, select: { version: true } });
      if (!current) throw notFound("Scene not found");
      throw new AppError("CONFLICT", "The scene was changed by someone else since this edit began", {
        fields: { baseVersion: "stale" },
      });
    }
    // The row stays locked by this transaction's UPDATE, so this reads our own write.
    return tx.scene.findUniqueOrThrow({ where: { id: scene.id } });
  });
  await touchProject(scene.projectId);
  // An image scene's draft save also makes sure its marker's target is prepared or queued (a
  // marker saved before targets were queued at upload; cheap once it exists: a digest row and a stat).
  await queueImageTarget(row.imageMarkerSrc);
  return toSceneDto(row);
}

/**
 * naturalWidth (centimetres, the printed marker's width): empty, null or 0 means unknown (null);
 * anything else must be a positive number, or the field is refused with `number` — text such as
 * "abc" was once dropped silently (issue 22, docs/decisions/0028). meta must be JSON, empty = null.
 */
export const sceneMetaInput = z.object({
  naturalWidth: z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "string" ? Number(v.trim().replace(",", ".")) : v;
    if (n === 0) return null;
    if (typeof n === "number" && Number.isFinite(n) && n > 0 && n <= 100_000) return n;
    ctx.addIssue({
      code: "custom",
      message: "naturalWidth must be a positive number of centimetres",
      params: { code: "number" },
    });
    return z.NEVER;
  }),
  meta: z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return null;
    if (typeof v !== "string") return v as object;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "meta must be valid JSON", params: { code: "invalid_json" } });
      return z.NEVER;
    }
    // Text inside the JSON text was out of the door's sight (errors/storable-text.ts).
    if (findUnstorableText(parsed)) {
      ctx.addIssue({
        code: "custom",
        message: "meta holds text that cannot be stored (NUL or a lone surrogate)",
        params: { code: "invalid" },
      });
      return z.NEVER;
    }
    return parsed;
  }),
});

export async function saveSceneMeta(opts: { actor: Actor; sceneId: number; input: unknown }): Promise<SceneDto> {
  const { naturalWidth, meta } = sceneMetaInput.parse(opts.input ?? {});
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  const row = await getDb().scene.update({
    where: { id: scene.id },
    data: { naturalWidth, meta: meta === null ? Prisma.DbNull : (meta as object), editedAt: new Date() },
  });
  return toSceneDto(row);
}

async function replaceSceneImage(opts: {
  actor: Actor;
  sceneId: number;
  request: Request;
  field: "previewSrc" | "imageMarkerSrc";
  max: number;
}): Promise<SceneDto> {
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  const kind = opts.field === "previewSrc" ? "preview" : "marker";
  const { file } = await readSingleUpload(opts.request, {
    fileFields: ["file", "image"],
    keyBase: `projects/${scene.projectId}/${kind}-${randomBytes(8).toString("hex")}`,
    max: opts.max,
    label: `${opts.max / 1024 / 1024} MB`,
    allowed: imageOnly,
  });
  const key = file?.key;
  if (!key) throw new AppError("BAD_REQUEST", "Choose an image", { fields: { file: "required" } });
  const old = scene[opts.field];
  const row = await getDb().scene.update({ where: { id: scene.id }, data: { [opts.field]: key } });
  if (old) await deleteUnlessPublic([old]);
  if (opts.field === "imageMarkerSrc") await queueImageTarget(key);
  return toSceneDto(row);
}

export const saveScenePreview = (opts: { actor: Actor; sceneId: number; request: Request }) =>
  replaceSceneImage({ ...opts, field: "previewSrc", max: PREVIEW_IMAGE_MAX_BYTES });
export const saveSceneMarker = (opts: { actor: Actor; sceneId: number; request: Request }) =>
  replaceSceneImage({ ...opts, field: "imageMarkerSrc", max: MARKER_IMAGE_MAX_BYTES });
