import { fileUrl } from "../files/file-url";

export type CollectionOrderDto = { id: number; createdAt: string; count: number; status: string };
export type CollectionDto = {
  id: number;
  cardType: "v2" | "classic";
  trackingType: "qr" | "image";
  data: unknown;
  previewSrc: string | null;
  backgroundFrontSrc: string | null;
  backgroundBackSrc: string | null;
  createdAt: string;
  archived: boolean;
  cardsCount: number;
  count: number;
  filled: number;
  views: number;
  assetPacks: { id: number; type: "sticker" | "model"; name: string }[];
  cardAssetPacks: number[];
  orders: CollectionOrderDto[];
  testCard: { id: string } | null;
};

export const collectionInclude = {
  assetPacks: { include: { pack: { select: { id: true, type: true, name: true } } } },
  orders: { select: { id: true, createdAt: true, count: true, status: true }, orderBy: { createdAt: "desc" as const } },
  cards: { where: { isTest: true }, select: { id: true }, take: 1 },
};

type Row = {
  id: number; cardType: "v2" | "classic"; trackingType: "qr" | "image"; data: unknown; previewSrc: string | null;
  backgroundFrontSrc: string | null; backgroundBackSrc: string | null; createdAt: Date; archivedAt: Date | null;
  assetPacks: { pack: { id: number; type: "sticker" | "model"; name: string } }[];
  orders: { id: number; createdAt: Date; count: number; status: string }[];
  cards: { id: string }[];
};

export function toCollectionDto(row: Row, counts: { cards: number; filled: number; views: number }): CollectionDto {
  return {
    id: row.id,
    cardType: row.cardType,
    trackingType: row.trackingType,
    data: row.data,
    previewSrc: fileUrl(row.previewSrc),
    backgroundFrontSrc: fileUrl(row.backgroundFrontSrc),
    backgroundBackSrc: fileUrl(row.backgroundBackSrc),
    createdAt: row.createdAt.toISOString(),
    archived: row.archivedAt !== null,
    cardsCount: counts.cards,
    count: counts.cards,
    filled: counts.filled,
    views: counts.views,
    assetPacks: row.assetPacks.map((a) => a.pack),
    cardAssetPacks: row.assetPacks.map((a) => a.pack.id),
    orders: row.orders.map((o) => ({ id: o.id, createdAt: o.createdAt.toISOString(), count: o.count, status: o.status })),
    testCard: row.cards[0] ? { id: row.cards[0].id } : null,
  };
}
