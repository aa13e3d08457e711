// The answers of the collection, card, order and card-viewer procedures.
import { z } from "zod";
import type {
  CardBatchResult,
  CardDomains,
  CollectionDto,
  PublicCard,
  SaveWishResult,
  WishMediaDto,
  getWishMediaStatus,
  listCardStats,
} from "@ar/core/cards";
import type { buyCards, getOrderCards, getOrderStatus, getPrice } from "@ar/core/orders";
import { OrderStatus } from "@ar/db";
import { anyJson, count, failureCode, id, isoDate, jsonTextOf } from "./common";

const cardId = z.object({ id: z.string() });
const packKind = z.enum(["sticker", "model"]);

export const collectionDto = z.object({
  id,
  cardType: z.enum(["v2", "classic"]),
  trackingType: z.enum(["qr", "image"]),
  data: anyJson,
  previewSrc: z.string().nullable(),
  backgroundFrontSrc: z.string().nullable(),
  backgroundBackSrc: z.string().nullable(),
  createdAt: isoDate,
  archived: z.boolean(),
  cardsCount: count,
  count,
  filled: count,
  views: count,
  assetPacks: z.array(z.object({ id, type: packKind, name: z.string() })),
  cardAssetPacks: z.array(id),
  orders: z.array(z.object({ id, createdAt: isoDate, count, status: z.string(), printed: z.boolean() })),
  testCard: cardId.nullable(),
}) satisfies z.ZodType<CollectionDto>;

/** GET /api/cards: the list PostgreSQL renders, passed through as text (docs/decisions/0042). */
export const collectionList = jsonTextOf(z.array(collectionDto));

export const removedCollection = z.object({ result: z.enum(["deleted", "archived"]) });

export const cardStats = z.array(
  z.object({
    id: z.string(),
    views: count,
    usings: count,
    filledAt: isoDate.nullable(),
    lastSeenAt: isoDate.nullable(),
    createdAt: isoDate,
  }),
) satisfies z.ZodType<Awaited<ReturnType<typeof listCardStats>>>;

export const orderCards = z.array(cardId) satisfies z.ZodType<Awaited<ReturnType<typeof getOrderCards>>>;

export const orderStatus = z.object({
  id,
  status: z.enum(OrderStatus),
  count,
  promo: z.string().nullable(),
  payment: z.object({ id, status: z.string() }).nullable(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof getOrderStatus>>>;

/** Roubles (kopecks / 100), so not integers. */
export const boughtCards = z.object({
  orderId: id,
  paymentId: id,
  amount: z.number(),
  paymentUrl: z.string(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof buyCards>>>;

export const price = z.object({
  price: z.number(),
  unDiscountPrice: z.number(),
  discount: z.number(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof getPrice>>>;

export const cardBatch = z.object({
  batchId: id,
  created: z.boolean(),
  cards: z.array(cardId),
}) satisfies z.ZodType<CardBatchResult>;

export const testCard = cardId;

const cardDomains = z.object({ default: z.string(), second: z.string().nullable() }) satisfies z.ZodType<CardDomains>;
export const cardUrls = z.object({ wishes: z.string(), wishesV2: z.string(), domains: cardDomains });

const placed = z.object({
  itemId: id,
  src: z.string(),
  x: z.number(),
  y: z.number(),
  scale: z.number(),
  rotation: z.number(),
});
const packItem = z.object({ id, src: z.string(), previewSrc: z.string().nullable(), packName: z.string() });

export const publicCard = z.object({
  id: z.string(),
  state: z.enum(["empty", "filled"]),
  tracking: z.enum(["qr", "image"]),
  isTest: z.boolean(),
  v2: z.boolean(),
  card: z.object({
    widthMm: z.number(),
    heightMm: z.number(),
    frontSrc: z.string().nullable(),
    backSrc: z.string().nullable(),
    frontTarget: z.string().nullable(),
    qr: z.object({ side: z.enum(["front", "back"]), xMm: z.number(), yMm: z.number(), sizeMm: z.number() }).nullable(),
  }),
  wish: z
    .object({
      text: z.string().nullable(),
      media: z
        .object({
          kind: z.enum(["video", "image"]),
          src: z.string(),
          width: z.number().nullable(),
          height: z.number().nullable(),
        })
        .nullable(),
      stickers: z.array(placed),
      models: z.array(placed),
      giftLink: z.string().nullable(),
      filledAt: isoDate,
    })
    .nullable(),
  gift: z.object({ mode: z.enum(["none", "fixed", "client"]), link: z.string().nullable() }),
  packs: z.object({ stickers: z.array(packItem), models: z.array(packItem) }),
  editable: z.boolean(),
  editableUntil: isoDate.nullable(),
}) satisfies z.ZodType<PublicCard>;

export const wishMediaStatus = z.object({
  progress: z.number(),
  complete: z.boolean(),
  fileSize: z.number().int(),
  failureCode: failureCode.nullable(),
}) satisfies z.ZodType<Awaited<ReturnType<typeof getWishMediaStatus>>>;

export const savedWish = z.object({
  token: z.string(),
  editableUntil: isoDate,
  card: publicCard,
}) satisfies z.ZodType<SaveWishResult>;

export const resetCardAnswer = z.object({ id: z.string(), filled: z.literal(false) });

/** POST /api/cards/{id}/background/{side}: the stored design image. */
export const backgroundAnswer = z.object({ src: z.string() });

/** POST /api/public/cards/{cardId}/media: the wish's video or image, compressed by the worker. */
export const wishMedia = z.object({
  id,
  kind: z.enum(["video", "image"]),
  status: z.enum(["compressing", "ready", "error"]),
}) satisfies z.ZodType<WishMediaDto>;
