// What GET /api/cards and GET /api/cards/{id} answer for a collection. PostgreSQL builds it as
// JSON in one statement (docs/decisions/0010-hot-reads-in-sql.md): Prisma took ~10 ms of CPU
// per request here, mostly compiling queries and mapping rows, before any of them ran.
import { isoTimestampSql } from "@ar/db";
import { fileUrlSql } from "../files/file-url";

/** `printed`: an export (not failed) holds the order's first card — print dialogs print the first cards. */
export type CollectionOrderDto = { id: number; createdAt: string; count: number; status: string; printed: boolean };
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

/**
 * The collections `where` selects (a condition on the alias `c`) with their DTO as `dto`, their
 * owner as `"userId"` and the list order's keys. Cards, views, packs and orders are each one
 * grouped scan over the selected collections, so the statement's cost follows the rows it
 * returns, not a query per row. Counts leave out the test card, as the card list does.
 */
export function collectionsSql(where: string): string {
  return `
    WITH c AS MATERIALIZED (
      SELECT id, "userId", "cardType", "trackingType", data, "previewSrc", "backgroundFrontSrc", "backgroundBackSrc", "createdAt", "archivedAt"
      FROM "CardCollection" c WHERE ${where}
    ),
    k AS MATERIALIZED (
      SELECT "collectionId" AS id,
        count(*) FILTER (WHERE NOT "isTest") AS cards,
        count(*) FILTER (WHERE NOT "isTest" AND "filledAt" IS NOT NULL) AS filled,
        min(id) FILTER (WHERE "isTest") AS test_card
      FROM "Card" WHERE "collectionId" IN (SELECT id FROM c) GROUP BY 1
    ),
    v AS MATERIALIZED (SELECT "collectionId" AS id, sum(views) AS views FROM "CardStatDay" WHERE "collectionId" IN (SELECT id FROM c) GROUP BY 1),
    ap AS MATERIALIZED (
      SELECT cap."collectionId" AS id,
        json_agg(json_build_object('id', p.id, 'type', p.type, 'name', p.name) ORDER BY p.id) AS packs,
        json_agg(p.id ORDER BY p.id) AS ids
      FROM "CollectionAssetPack" cap JOIN "AssetPack" p ON p.id = cap."packId"
      WHERE cap."collectionId" IN (SELECT id FROM c) GROUP BY 1
    ),
    o AS MATERIALIZED (
      SELECT "collectionId" AS id,
        json_agg(json_build_object('id', id, 'createdAt', ${isoTimestampSql('"createdAt"')}, 'count', count, 'status', status,
          'printed', status IN ('paid', 'complete') AND EXISTS (
            SELECT 1 FROM "PrintExport" pe
            WHERE pe."collectionId" = od."collectionId" AND pe.status <> 'error'
              AND (SELECT min(cd.id) FROM "Card" cd WHERE cd."orderId" = od.id) = ANY (pe."cardIds"))
        ) ORDER BY "createdAt" DESC, id DESC) AS orders
      FROM "Order" od WHERE "collectionId" IN (SELECT id FROM c) GROUP BY 1
    )
    SELECT c.id, c."userId", c."createdAt", json_build_object(
      'id', c.id, 'cardType', c."cardType", 'trackingType', c."trackingType", 'data', c.data,
      'previewSrc', ${fileUrlSql('c."previewSrc"')},
      'backgroundFrontSrc', ${fileUrlSql('c."backgroundFrontSrc"')},
      'backgroundBackSrc', ${fileUrlSql('c."backgroundBackSrc"')},
      'createdAt', ${isoTimestampSql('c."createdAt"')},
      'archived', c."archivedAt" IS NOT NULL,
      'cardsCount', coalesce(k.cards, 0), 'count', coalesce(k.cards, 0), 'filled', coalesce(k.filled, 0), 'views', coalesce(v.views, 0),
      'assetPacks', coalesce(ap.packs, '[]'), 'cardAssetPacks', coalesce(ap.ids, '[]'),
      'orders', coalesce(o.orders, '[]'),
      'testCard', CASE WHEN k.test_card IS NOT NULL THEN json_build_object('id', k.test_card) END
    ) AS dto
    FROM c LEFT JOIN k USING (id) LEFT JOIN v USING (id) LEFT JOIN ap USING (id) LEFT JOIN o USING (id)`;
}
