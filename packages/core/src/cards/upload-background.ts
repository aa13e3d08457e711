// POST /api/cards/{id}/background/{front|back|preview}: a PNG or JPEG design image (at most
// 10 MB, editors spec §5) streamed to storage; the collection then points at it and the old file
// is removed.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { fileUrl } from "../files/file-url";
import { discardStored } from "../storage/discard-stored";
import { readSingleUpload } from "../uploads/read-single-upload";
import { imageOnly } from "../uploads/store-sniffed-upload";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "./collection-access";
import { frontTargetKey } from "./card-public-files";

export const DESIGN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const SIDES = { front: "backgroundFrontSrc", back: "backgroundBackSrc", preview: "previewSrc" } as const;
export type BackgroundSide = keyof typeof SIDES;

export async function uploadBackground(opts: {
  actor: Actor;
  collectionId: number;
  side: string;
  request: Request;
}): Promise<{ src: string }> {
  // Checked before the body is read, so a refused side stores nothing; own keys only (the side is
  // the client's: "constructor" is not a side).
  if (!Object.hasOwn(SIDES, opts.side)) throw new AppError("NOT_FOUND", "No such side");
  const field = SIDES[opts.side as BackgroundSide];
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const { file } = await readSingleUpload(opts.request, {
    fileFields: ["file", "image"],
    keyBase: `collections/${collection.id}/${opts.side}-${randomBytes(8).toString("hex")}`,
    max: DESIGN_IMAGE_MAX_BYTES,
    label: "10 MB",
    allowed: imageOnly,
  });
  const key = file?.key;
  if (!key) throw new AppError("BAD_REQUEST", "Choose an image", { fields: { file: "required" } });
  const old = collection[field];
  await getDb().cardCollection.update({ where: { id: collection.id }, data: { [field]: key } });
  if (old !== key) await discardStored(old);
  // An image-tracked card is tracked by its front design: the worker prepares its target now,
  // long before a phone reads the card (docs/decisions/0024).
  if (field === "backgroundFrontSrc")
    await frontTargetKey({ backgroundFrontSrc: key, trackingType: collection.trackingType });
  return { src: fileUrl(key)! };
}
