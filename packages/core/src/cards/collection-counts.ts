// Cards, filled cards and views for many collections in three grouped queries, whatever their
// number (no per-row queries).
import { getDb } from "@ar/db";

export type Counts = { cards: number; filled: number; views: number };

export async function collectionCounts(ids: number[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>(ids.map((id) => [id, { cards: 0, filled: 0, views: 0 }]));
  if (ids.length === 0) return out;
  const db = getDb();
  const [cards, filled, views] = await Promise.all([
    db.card.groupBy({ by: ["collectionId"], where: { collectionId: { in: ids }, isTest: false }, _count: { _all: true } }),
    db.card.groupBy({ by: ["collectionId"], where: { collectionId: { in: ids }, isTest: false, filledAt: { not: null } }, _count: { _all: true } }),
    db.cardStatDay.groupBy({ by: ["collectionId"], where: { collectionId: { in: ids } }, _sum: { views: true } }),
  ]);
  for (const r of cards) out.get(r.collectionId)!.cards = r._count._all;
  for (const r of filled) out.get(r.collectionId)!.filled = r._count._all;
  for (const r of views) out.get(r.collectionId)!.views = r._sum.views ?? 0;
  return out;
}
