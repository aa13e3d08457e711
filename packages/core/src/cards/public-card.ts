// GET /api/public/cards/{cardId}: everything the card viewer needs in one answer (contract §3 of
// issue 20): the card's size and where its QR code is printed, the design images, the wish (or
// none yet), the gift, the packs' items while the card can be edited, and whether this browser
// (the wish token's holder) may still edit. Files are public content-addressed URLs.
import { DEFAULT_CARD_WIDTH_CM, qrRectOnCard } from "@ar/card-layout";
import { getDb } from "@ar/db";
import { printDataSchema } from "../print/print-design";
import { collectionItems, collectionPublicUrls, frontTargetKey, publicUrlsOf } from "./card-public-files";
import { httpLink } from "./gift-link";
import { findPublicCard, type PublicCardRow } from "./public-card-access";
import { takePublicRead } from "./public-read-limit";
import { readStoredWish, type StoredPlaced } from "./wish-data";
import { wishTokenMatches, withinEditWindow } from "./wish-token";
import type { GiftMode, PackItem, Placed, PublicCard } from "./public-card-types";

export type { GiftMode, PackItem, Placed, PublicCard } from "./public-card-types";

const mm = (n: number) => Math.round(n * 100) / 100;

type Side =
  { width?: number; height?: number; qrPosition?: { x: number; y: number; size: number } | null } | null | undefined;

/** Card size and QR square in mm, as the print renderer lays them out (print-design.ts, page-painter.ts). */
export function cardGeometry(data: unknown): { widthMm: number; heightMm: number; qr: PublicCard["card"]["qr"] } {
  const parsed = printDataSchema.safeParse(data ?? {});
  const d = parsed.success ? parsed.data : {};
  const widthMm = ((d as { cardWidth?: number | null }).cardWidth ?? DEFAULT_CARD_WIDTH_CM) * 10;
  const front = (d as { frontside?: Side }).frontside;
  const back = (d as { backside?: Side }).backside;
  const sized = [front, back].find((s) => s?.width && s.height);
  // Without a saved design size the card is drawn in A-series proportion (the print takes the front image's).
  const heightMm = sized ? (widthMm * sized.height!) / sized.width! : widthMm * Math.SQRT2;
  let qr: PublicCard["card"]["qr"] = null;
  for (const [name, side] of [
    ["front", front],
    ["back", back],
  ] as const) {
    if (!side?.qrPosition || !side.width) continue;
    const r = qrRectOnCard(side.qrPosition, side.width, widthMm);
    qr = { side: name, xMm: mm(r.x), yMm: mm(r.y), sizeMm: mm(r.size) };
    break;
  }
  return { widthMm: mm(widthMm), heightMm: mm(heightMm), qr };
}

export function giftOf(data: unknown): { mode: GiftMode; fixedLink: string | null } {
  const d = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  // The saved link passes the gift-link check again: a row written before it may hold javascript:.
  const link = typeof d.presentUrl === "string" ? httpLink(d.presentUrl) : null;
  if (d.present === "fixed") return link ? { mode: "fixed", fixedLink: link } : { mode: "none", fixedLink: null };
  if (d.present === "client") return { mode: "client", fixedLink: null };
  return { mode: "none", fixedLink: null };
}

/**
 * Whether the caller may change the card now: anyone while it is empty, the token holder within the
 * window — and nobody once the collection is archived (`closed`): its owner removed it, so its
 * printed cards keep showing their wishes but take no upload or save (issue: anonymous doors).
 */
export function editState(
  card: Pick<PublicCardRow, "wishTokenHash" | "wishEditableUntil"> & {
    collection: Pick<PublicCardRow["collection"], "archivedAt">;
  },
  token: string | null | undefined,
  now = new Date(),
) {
  const closed = card.collection.archivedAt !== null;
  if (!card.wishTokenHash) return { editable: !closed, editableUntil: null, holder: false, closed };
  const holder = wishTokenMatches(token, card.wishTokenHash);
  const open = !closed && holder && withinEditWindow(card.wishEditableUntil, now);
  const editableUntil = holder ? (card.wishEditableUntil?.toISOString() ?? null) : null;
  return { editable: open, editableUntil, holder, closed };
}

function placedOut(items: StoredPlaced[], urls: Map<string, string>): Placed[] {
  return items.flatMap((p) => {
    const src = urls.get(p.key) ?? (/^https?:\/\//.test(p.key) ? p.key : undefined);
    return src ? [{ itemId: p.itemId, src, x: p.x, y: p.y, scale: p.scale, rotation: p.rotation }] : [];
  });
}

export async function buildPublicCard(card: PublicCardRow, token: string | null | undefined): Promise<PublicCard> {
  const c = card.collection;
  const geometry = cardGeometry(c.data);
  const gift = giftOf(c.data);
  const stored = readStoredWish(card.wish);
  const edit = editState(card, token);
  // The reads that do not depend on each other go together.
  const reading = collectionItems(c.id);
  const [items, designUrls, cardUrls, media, targetKey] = await Promise.all([
    reading,
    reading.then((list) => collectionPublicUrls(c, list)),
    stored ? publicUrlsOf({ cardId: card.id }) : Promise.resolve(new Map<string, string>()),
    stored?.mediaId
      ? getDb().cardMedia.findFirst({
          where: { id: stored.mediaId, cardId: card.id },
          select: { kind: true, srcKey: true, compressedKey: true, width: true, height: true },
        })
      : null,
    c.trackingType === "image" ? frontTargetKey(c) : Promise.resolve(null),
  ]);
  const mediaSrc = media ? cardUrls.get(media.compressedKey ?? media.srcKey) : undefined;
  const packItem = (i: (typeof items)[number]): PackItem[] => {
    const src = designUrls.get(i.src) ?? (/^https?:\/\//.test(i.src) ? i.src : undefined);
    return src
      ? [{ id: i.id, src, previewSrc: (i.previewSrc && designUrls.get(i.previewSrc)) ?? null, packName: i.packName }]
      : [];
  };
  return {
    id: card.id,
    state: stored ? "filled" : "empty",
    tracking: c.trackingType,
    isTest: card.isTest,
    v2: c.cardType === "v2",
    card: {
      widthMm: geometry.widthMm,
      heightMm: geometry.heightMm,
      frontSrc: (c.backgroundFrontSrc && designUrls.get(c.backgroundFrontSrc)) ?? null,
      backSrc: (c.backgroundBackSrc && designUrls.get(c.backgroundBackSrc)) ?? null,
      frontTarget: (targetKey && designUrls.get(targetKey)) ?? null,
      qr: geometry.qr,
    },
    wish: stored && {
      text: stored.text,
      media: media && mediaSrc ? { kind: media.kind, src: mediaSrc, width: media.width, height: media.height } : null,
      stickers: placedOut(stored.stickers, cardUrls),
      models: placedOut(stored.models, cardUrls),
      giftLink: gift.mode === "client" ? stored.giftLink : null,
      filledAt: stored.filledAt,
    },
    gift: {
      mode: gift.mode,
      link: gift.mode === "fixed" ? gift.fixedLink : gift.mode === "client" ? (stored?.giftLink ?? null) : null,
    },
    packs: edit.editable
      ? {
          stickers: items.filter((i) => i.type === "sticker").flatMap(packItem),
          models: items.filter((i) => i.type === "model").flatMap(packItem),
        }
      : { stickers: [], models: [] },
    editable: edit.editable,
    editableUntil: edit.editableUntil,
  };
}

export async function getPublicCard(opts: {
  cardId: string;
  wishToken?: string | null;
  ip: string;
}): Promise<PublicCard> {
  takePublicRead(opts.ip);
  return buildPublicCard(await findPublicCard(opts.cardId), opts.wishToken);
}
