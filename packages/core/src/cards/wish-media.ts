// A video or photo for a card's wish, from the card viewer (no account):
//   POST /api/public/cards/{cardId}/media (multipart `file`) → { id, kind, status }
//   GET  /api/public/cards/{cardId}/media/{id} → { progress, complete, fileSize, failureCode }
// The type is sniffed from the bytes (video: mp4, webm, mov; photo: png, jpeg, webp), a video may be
// 60 MB and a photo 15 MB, a photo's declared pixel size is capped (uploads/image-pixel-cap.ts).
// A video goes through the worker's compression (media.compress-card: H.264 MP4 for phones); a
// photo is used as stored. Only whoever may edit the card uploads (anyone while it is empty, the
// wish token's holder within the window; nobody for a card of an archived collection, and the
// public lookup refuses unpaid cards), one client uploads at most 20 files an hour, and a card and
// its collection take only so much (wish-upload-bounds.ts).
import { randomBytes } from "node:crypto";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { takeRateLimit } from "../account/rate-limit";
import { AppError, notFound } from "../errors/app-error";
import { trackedJobKey, trackedJobView } from "../jobs/tracked-jobs";
import { getStorage } from "../storage/get-storage";
import { discardOnFailure } from "../storage/discard-stored";
import { readPixelSize } from "../uploads/image-pixel-size";
import { readSingleUpload } from "../uploads/read-single-upload";
import type { SniffResult } from "../uploads/sniff-type";
import { editState } from "./public-card";
import { findPublicCard } from "./public-card-access";
import { takePublicRead } from "./public-read-limit";
import { cardRoomLeft, cardUploadsFull, claimCardRoom, takeCollectionUpload } from "./wish-upload-bounds";
import { WISH_TOKEN_HEADER } from "./wish-token";

export const WISH_VIDEO_MAX_BYTES = 60 * 1024 * 1024;
export const WISH_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const COMPRESS_ATTEMPTS = 3;

const KINDS: Record<string, "video" | "image"> = {
  mp4: "video",
  m4v: "video",
  webm: "video",
  mov: "video",
  png: "image",
  jpg: "image",
  webp: "image",
};
const wishMediaType = (t: SniffResult | undefined) => (t && Object.hasOwn(KINDS, t.ext) ? t : null);

export const cardLocked = () => new AppError("FORBIDDEN", "This card is locked");
/** A card of an archived collection: its owner removed the collection, so the card takes no wish. */
export const cardClosed = () => new AppError("FORBIDDEN", "This card's collection is archived: it takes no wish");

/** Refuses a caller who may not change the card now (public-card.ts editState). */
export function assertEditable(state: { editable: boolean; closed: boolean }): void {
  if (state.closed) throw cardClosed();
  if (!state.editable) throw cardLocked();
}

/** Where a card's uploads live: inside its collection's folder, so deleting the collection sweeps them. */
export function cardMediaFolder(collectionId: number, cardId: string): string {
  return `collections/${collectionId}/cards/${cardId.toLowerCase()}`;
}

export type WishMediaDto = { id: number; kind: "video" | "image"; status: "compressing" | "ready" | "error" };

export async function uploadWishMedia(opts: { cardId: string; request: Request; ip: string }): Promise<WishMediaDto> {
  const card = await findPublicCard(opts.cardId);
  assertEditable(editState(card, opts.request.headers.get(WISH_TOKEN_HEADER)));
  const room = await cardRoomLeft(getDb(), card.id);
  // Counted before the body is read: a refused or broken upload still took the client's turn.
  await takeRateLimit("card-media-upload", opts.ip);
  const turn = await takeCollectionUpload(card.collectionId);
  try {
    return await storeWishMedia(card, opts.request, room);
  } catch (e) {
    await turn.giveBack();
    throw e;
  }
}

async function storeWishMedia(
  card: { id: string; collectionId: number },
  request: Request,
  room: number,
): Promise<WishMediaDto> {
  // Reading stops at what the card may still take, so a card near its bound is not sent 60 MB for nothing.
  const max = Math.min(WISH_VIDEO_MAX_BYTES, room);
  const { file } = await readSingleUpload(request, {
    keyBase: `${cardMediaFolder(card.collectionId, card.id)}/media-${randomBytes(8).toString("hex")}`,
    max,
    label: "60 MB",
    allowed: wishMediaType,
  }).catch((e: unknown) => {
    throw e instanceof AppError && e.code === "PAYLOAD_TOO_LARGE" && max < WISH_VIDEO_MAX_BYTES ? cardUploadsFull() : e;
  });
  if (!file) throw new AppError("BAD_REQUEST", "Choose a video or a photo", { fields: { file: "required" } });
  return discardOnFailure(file.key, async () => {
    const kind = KINDS[file.type.ext]!;
    let size: { width: number; height: number } | null = null;
    if (kind === "image") {
      if (file.size > WISH_IMAGE_MAX_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", "The photo is larger than 15 MB", { fields: { file: "too_large" } });
      const head = await getStorage().getBuffer(file.key);
      const read = head ? readPixelSize(file.type.ext, head) : "unreadable";
      size = typeof read === "object" ? read : null;
    }
    return await withTransaction(async (tx) => {
      await claimCardRoom(tx, card.id, file.size);
      const media = await tx.cardMedia.create({
        data: {
          cardId: card.id,
          kind,
          srcKey: file.key,
          size: file.size,
          srcSize: file.size,
          status: kind === "video" ? "compressing" : "ready",
          progress: kind === "video" ? 0 : 100,
          width: size?.width ?? null,
          height: size?.height ?? null,
        },
      });
      if (kind === "video")
        await enqueue(
          tx,
          "media.compress-card",
          { mediaId: media.id },
          { jobKey: trackedJobKey("cardMedia", media.id), maxAttempts: COMPRESS_ATTEMPTS },
        );
      return { id: media.id, kind: media.kind, status: media.status };
    });
  });
}

/** The spec's media-status shape plus the failure (the card must be one the viewer may open). */
export async function getWishMediaStatus(opts: { cardId: string; mediaId: number; ip: string }) {
  takePublicRead(opts.ip);
  const card = await findPublicCard(opts.cardId);
  const m =
    Number.isSafeInteger(opts.mediaId) && opts.mediaId > 0 && opts.mediaId <= 2_147_483_647
      ? await getDb().cardMedia.findFirst({
          where: { id: opts.mediaId, cardId: card.id },
          select: { status: true, progress: true, failureCode: true, size: true },
        })
      : null;
  if (!m) throw notFound("Media not found");
  const job = trackedJobView("cardMedia", { status: m.status, progress: m.progress, failureCode: m.failureCode });
  return {
    progress: job.progress,
    complete: m.status === "ready",
    fileSize: m.size,
    failureCode: job.phase === "failed" ? job.failureCode : null,
  };
}
