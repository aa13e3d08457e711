// The DTOs hot-read-dtos.test.ts expects, derived in TypeScript from the rows Prisma reads, as the
// services built them before the SQL versions (docs/decisions/0010-hot-reads-in-sql.md).
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { fileUrl, toAssetDto, toSceneDto } from "@ar/core";

export const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The collection DTO as the Prisma-based service built it before the SQL version. */
export async function expectedCollections(userId: number, where: { cardType?: "v2" | "classic"; archived: boolean }) {
  const rows = await getDb().cardCollection.findMany({
    where: {
      userId,
      ...(where.cardType ? { cardType: where.cardType } : {}),
      archivedAt: where.archived ? { not: null } : null,
    },
    include: {
      assetPacks: { include: { pack: { select: { id: true, type: true, name: true } } }, orderBy: { packId: "asc" } },
      orders: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
      cards: true,
      statDays: true,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const exports = await getDb().printExport.findMany({
    where: { collection: { userId }, status: { not: "error" } },
    select: { collectionId: true, cardIds: true },
  });
  // A paid order counts as printed when an export holds its first card (issue 23's Print / Reprint).
  const printed = (
    collectionId: number,
    o: { id: number; status: string },
    cards: { id: string; orderId: number | null }[],
  ) => {
    const first = cards
      .filter((c) => c.orderId === o.id)
      .map((c) => c.id)
      .sort()[0];
    return (
      (o.status === "paid" || o.status === "complete") &&
      first !== undefined &&
      exports.some((e) => e.collectionId === collectionId && e.cardIds.includes(first))
    );
  };
  return rows.map((r) => {
    const cards = r.cards.filter((c) => !c.isTest);
    return {
      id: r.id,
      cardType: r.cardType,
      trackingType: r.trackingType,
      data: r.data,
      previewSrc: fileUrl(r.previewSrc),
      backgroundFrontSrc: fileUrl(r.backgroundFrontSrc),
      backgroundBackSrc: fileUrl(r.backgroundBackSrc),
      createdAt: r.createdAt.toISOString(),
      archived: r.archivedAt !== null,
      cardsCount: cards.length,
      count: cards.length,
      filled: cards.filter((c) => c.filledAt).length,
      views: r.statDays.reduce((n, d) => n + d.views, 0),
      assetPacks: r.assetPacks.map((a) => a.pack),
      cardAssetPacks: r.assetPacks.map((a) => a.pack.id),
      orders: r.orders.map((o) => ({
        id: o.id,
        createdAt: o.createdAt.toISOString(),
        count: o.count,
        status: o.status,
        printed: printed(r.id, o, r.cards),
      })),
      testCard: r.cards.find((c) => c.isTest) ? { id: r.cards.find((c) => c.isTest)!.id } : null,
    };
  });
}

export async function expectedProject(projectId: number, viewerId: number, opts: { scenes?: number; assets: boolean }) {
  const p = await getDb().arProject.findUniqueOrThrow({
    where: { id: projectId },
    include: {
      scenes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: opts.scenes },
      assets: { orderBy: { id: "asc" } },
    },
  });
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    features: p.features ?? {},
    codeData: p.codeData ?? null,
    codeVersion: p.codeVersion,
    invert: p.invert,
    apiKey: p.apiKey,
    useAppClips: p.useAppClips,
    videoEncoderUrl: getServerEnv().APP_URL,
    createdAt: p.createdAt.toISOString(),
    editedAt: iso(p.editedAt),
    isOwner: p.ownerId === viewerId,
    scenes: p.scenes.map(toSceneDto),
    assets: opts.assets ? p.assets.map(toAssetDto) : [],
    liveVersion: p.liveVersion,
    publishedAt: iso(p.publishedAt),
  };
}
