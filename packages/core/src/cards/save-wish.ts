// POST /api/public/cards/{cardId}/wish: the card viewer saves a wish (text, a ready media, stickers
// and models placed over the card, the gift link when the collection's gift is "client").
//  - The first save of an empty card claims it: one conditional UPDATE (… WHERE wishTokenHash IS
//    NULL), so of two racing first saves exactly one wins; the other gets 409. The winner gets a
//    random token once (only its hash is kept) and WISH_EDIT_HOURS to change the wish with it.
//  - Later saves need that token (X-Wish-Token) within the window: 403 "This card is locked" otherwise.
//  - Fields left out keep their saved value (null clears); the first save starts from nothing.
//  - The wish's media and placed items become the card's public files in the same transaction.
//  - A save records a "use" (record-card-event.ts; counted once per visitor and day). Only a save
//    fills a card; a card of an archived collection takes none (403).
import { getDb, withTransaction, type Prisma } from "@ar/db";
import { z } from "zod";
import { takeRateLimit } from "../account/rate-limit";
import { AppError, type FieldErrors } from "../errors/app-error";
import { getLogger } from "../log/logger";
import { exposeFiles } from "../public-files/expose-files";
import { getStorage } from "../storage/get-storage";
import { collectionItems, digestKeys } from "./card-public-files";
import { GIFT_LINK_MAX, httpLink } from "./gift-link";
import { buildPublicCard, editState, giftOf, type PublicCard } from "./public-card";
import { findPublicCard } from "./public-card-access";
import { recordCardEvent } from "./record-card-event";
import type { VisitorInfo } from "./card-visitor";
import { readStoredWish, type StoredPlaced, type StoredWish } from "./wish-data";
import { assertEditable, cardClosed, cardLocked } from "./wish-media";
import { editWindowEnd, hashWishToken, newWishToken } from "./wish-token";

export { GIFT_LINK_MAX, httpLink } from "./gift-link";

export const WISH_TEXT_MAX = 500;
export const WISH_MAX_ITEMS = 30;
const INT4_MAX = 2_147_483_647;

const placedSchema = z
  .object({
    itemId: z.number().int().positive().max(INT4_MAX),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    scale: z.number().positive().max(4),
    rotation: z
      .number()
      .min(-2 * Math.PI)
      .max(2 * Math.PI),
  })
  .strict();

export const saveWishInput = z
  .object({
    text: z
      .string()
      .max(WISH_TEXT_MAX, { message: `at most ${WISH_TEXT_MAX} characters` })
      .nullish(),
    mediaId: z.number().int().positive().max(INT4_MAX).nullish(),
    stickers: z.array(placedSchema).max(WISH_MAX_ITEMS, { message: "too many" }).optional(),
    models: z.array(placedSchema).max(WISH_MAX_ITEMS, { message: "too many" }).optional(),
    giftLink: z.string().max(GIFT_LINK_MAX).nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.stickers?.length ?? 0) + (v.models?.length ?? 0) > WISH_MAX_ITEMS) {
      ctx.addIssue({
        code: "custom",
        path: ["stickers"],
        message: `at most ${WISH_MAX_ITEMS} items in all`,
        params: { code: "too_many" },
      });
    }
  });
export type SaveWishInput = z.infer<typeof saveWishInput>;

export type SaveWishResult = { token: string; editableUntil: string; card: PublicCard };

const badInput = (message: string, fields: FieldErrors) => new AppError("BAD_REQUEST", message, { fields });

async function resolveItems(
  collectionId: number,
  input: SaveWishInput,
): Promise<{ stickers?: StoredPlaced[]; models?: StoredPlaced[] }> {
  if (!input.stickers?.length && !input.models?.length)
    return { stickers: input.stickers && [], models: input.models && [] };
  const items = new Map((await collectionItems(collectionId)).map((i) => [i.id, i]));
  const fields: FieldErrors = {};
  const resolve = (
    list: z.infer<typeof placedSchema>[] | undefined,
    name: "stickers" | "models",
    type: "sticker" | "model",
  ) =>
    list?.flatMap((p, i) => {
      const item = items.get(p.itemId);
      if (!item || item.type !== type) {
        fields[`${name}.${i}.itemId`] = "invalid";
        return [];
      }
      return [{ ...p, key: item.src }];
    });
  const out = {
    stickers: resolve(input.stickers, "stickers", "sticker"),
    models: resolve(input.models, "models", "model"),
  };
  if (Object.keys(fields).length) throw badInput("An item is not from this card's packs", fields);
  return out;
}

export async function saveWish(opts: {
  cardId: string;
  input: unknown;
  wishToken: string | null | undefined;
  visitor: VisitorInfo;
}): Promise<SaveWishResult> {
  const input = saveWishInput.parse(opts.input ?? {});
  const card = await findPublicCard(opts.cardId);
  const claiming = card.wishTokenHash === null;
  const edit = editState(card, opts.wishToken);
  if (edit.closed) throw cardClosed();
  if (!claiming) {
    // No token: this browser wanted to claim a card someone else has (just) filled.
    if (!opts.wishToken) throw new AppError("CONFLICT", "Someone has just filled this card");
    assertEditable(edit);
  }
  await takeRateLimit("card-wish-save", opts.visitor.ip);

  const gift = giftOf(card.collection.data);
  let giftLink: string | null | undefined = input.giftLink === undefined ? undefined : null;
  if (input.giftLink?.trim()) {
    if (gift.mode !== "client")
      throw badInput("This card's gift is chosen by its creator", { giftLink: "not_allowed" });
    giftLink = httpLink(input.giftLink);
    if (!giftLink) throw badInput("The gift link must be an http(s) address", { giftLink: "invalid" });
  }

  let media: { id: number; key: string } | null | undefined = input.mediaId === undefined ? undefined : null;
  if (input.mediaId) {
    const m = await getDb().cardMedia.findFirst({
      where: { id: input.mediaId, cardId: card.id },
      select: { id: true, status: true, srcKey: true, compressedKey: true },
    });
    if (!m) throw badInput("No such media on this card", { mediaId: "invalid" });
    if (m.status !== "ready") throw badInput("The media is not ready yet", { mediaId: "not_ready" });
    media = { id: m.id, key: m.compressedKey ?? m.srcKey };
  }
  const items = await resolveItems(card.collectionId, input);

  const before = claiming ? null : readStoredWish(card.wish);
  const text = input.text === undefined ? (before?.text ?? null) : input.text?.trim() || null;
  const mediaId = media === undefined ? (before?.mediaId ?? null) : (media?.id ?? null);
  const wish: StoredWish = {
    text,
    mediaId,
    stickers: items.stickers ?? before?.stickers ?? [],
    models: items.models ?? before?.models ?? [],
    giftLink: giftLink === undefined ? (gift.mode === "client" ? (before?.giftLink ?? null) : null) : giftLink,
    filledAt: before?.filledAt ?? new Date().toISOString(),
  };
  if (!wish.text && !wish.mediaId && wish.stickers.length === 0 && wish.models.length === 0) {
    throw badInput("Add a video, a photo, a line of text or an item", { text: "required" });
  }

  // Digests before the transaction (exposeFiles only writes rows).
  const mediaKey =
    media === undefined && mediaId !== null
      ? await getDb()
          .cardMedia.findFirst({
            where: { id: mediaId, cardId: card.id },
            select: { srcKey: true, compressedKey: true },
          })
          .then((m) => (m ? (m.compressedKey ?? m.srcKey) : null))
      : (media?.key ?? null);
  const keys = await digestKeys(
    [...(mediaKey ? [mediaKey] : []), ...wish.stickers.map((p) => p.key), ...wish.models.map((p) => p.key)].filter(
      (k) => !/^https?:\/\//.test(k),
    ),
  );

  const startedAt = new Date();
  const minted = claiming ? newWishToken() : null;
  const token = minted?.token ?? opts.wishToken!;
  const until = claiming ? editWindowEnd(startedAt) : card.wishEditableUntil!;
  await withTransaction(async (tx) => {
    const data = { wish: wish as unknown as Prisma.InputJsonValue };
    const { count } = claiming
      ? await tx.card.updateMany({
          where: { id: card.id, wishTokenHash: null },
          data: {
            ...data,
            wishTokenHash: minted!.hash,
            wishEditableUntil: until,
            filledAt: card.filledAt ?? startedAt,
          },
        })
      : await tx.card.updateMany({
          where: { id: card.id, wishTokenHash: hashWishToken(token), wishEditableUntil: { gt: startedAt } },
          data,
        });
    if (count === 0) throw claiming ? new AppError("CONFLICT", "Someone has just filled this card") : cardLocked();
    // Checked again under the card's row lock (taken by the update): the sweep of day-old unsaved
    // media (wish-media-cleanup.ts) locks the card before it deletes, so a wish never names a
    // media row that is gone.
    if (wish.mediaId !== null && !(await tx.cardMedia.count({ where: { id: wish.mediaId, cardId: card.id } })))
      throw badInput("No such media on this card", { mediaId: "invalid" });
    await exposeFiles(tx, { cardId: card.id }, keys);
  });

  await recordCardEvent({ cardId: card.id, event: "use", visitor: opts.visitor }).catch((e: unknown) => {
    // Statistics only: a client over the events limit still saved its wish.
    if (!(e instanceof AppError && e.code === "TOO_MANY_REQUESTS"))
      getLogger().warn({ err: e, cardId: card.id }, "wish use not recorded");
  });
  await dropUnusedMedia(card.id, mediaId, startedAt);
  return {
    token,
    editableUntil: until.toISOString(),
    card: await buildPublicCard(await findPublicCard(card.id), token),
  };
}

/** Settled uploads the saved wish does not use (earlier tries), rows first, then their files. */
async function dropUnusedMedia(cardId: string, keep: number | null, before: Date): Promise<void> {
  const db = getDb();
  const unused = await db.cardMedia.findMany({
    where: {
      cardId,
      createdAt: { lt: before },
      status: { in: ["ready", "error"] },
      ...(keep ? { id: { not: keep } } : {}),
    },
    select: { id: true, srcKey: true, compressedKey: true },
  });
  if (!unused.length) return;
  await db.cardMedia.deleteMany({ where: { id: { in: unused.map((m) => m.id) } } });
  const storage = getStorage();
  await Promise.all(
    unused
      .flatMap((m) => [m.srcKey, m.compressedKey])
      .filter((k): k is string => Boolean(k))
      .map((k) => storage.delete(k).catch(() => undefined)),
  );
}
