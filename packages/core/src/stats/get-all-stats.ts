// GET /api/stats/all: the user's collection ids, views and usages per collection and day over a
// window (default 30 days), and the number of AR projects the user owns or shares.
import { getDb } from "@ar/db";

export type DayCount = { collectionId: number; day: string; count: number };
export type AllStats = {
  cards: { collections: number[]; visits: DayCount[]; usings: DayCount[] };
  arProjects: { count: number };
};

export async function getAllStats(opts: { userId: number; days?: number }): Promise<AllStats> {
  const db = getDb();
  const days = opts.days ?? 30;
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  since.setUTCDate(since.getUTCDate() - (days - 1));
  const [collections, statRows, projectCount] = await Promise.all([
    db.cardCollection.findMany({ where: { userId: opts.userId }, select: { id: true }, orderBy: { id: "asc" } }),
    db.cardStatDay.findMany({
      where: { collection: { userId: opts.userId }, day: { gte: since } },
      orderBy: [{ day: "asc" }, { collectionId: "asc" }],
    }),
    db.arProject.count({ where: { OR: [{ ownerId: opts.userId }, { users: { some: { userId: opts.userId } } }] } }),
  ]);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    cards: {
      collections: collections.map((c) => c.id),
      visits: statRows
        .filter((r) => r.views > 0)
        .map((r) => ({ collectionId: r.collectionId, day: day(r.day), count: r.views })),
      usings: statRows
        .filter((r) => r.usings > 0)
        .map((r) => ({ collectionId: r.collectionId, day: day(r.day), count: r.usings })),
    },
    arProjects: { count: projectCount },
  };
}
