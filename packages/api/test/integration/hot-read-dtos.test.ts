// The hot reads build their DTOs in SQL (docs/decisions/0010-hot-reads-in-sql.md). Here each one
// is checked against the same DTO derived in TypeScript from the rows Prisma reads — with the
// awkward values: nulls, empty keys, JSON null, fractional numbers, millisecond dates, several
// orders, packs and test cards — and the REST and tRPC doors are checked to answer the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getServerEnv, setEnvVar } from "@ar/config";
import { getDb, Prisma } from "@ar/db";
import { createSession, fileUrl, toAssetDto, toSceneDto } from "@ar/core";
import { call, createUser, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => {
  setEnvVar("DATA_DIR", await mkdtemp(path.join(os.tmpdir(), "ar-hot-dtos-")));
  api = await startApiServer();
});
afterAll(() => api.close());

const iso = (d: Date | null) => d?.toISOString() ?? null;
const at = (s: string) => new Date(s);

async function seed() {
  const db = getDb();
  const { user } = await createUser();
  const { user: other } = await createUser();
  const { token } = await createSession({ userId: user.id });
  const packs = await Promise.all([
    db.assetPack.create({
      data: {
        type: "sticker",
        name: "Stickers",
        authorId: user.id,
        owners: { create: { userId: user.id } },
        createdAt: at("2024-05-01T10:00:00.001Z"),
      },
    }),
    db.assetPack.create({
      data: {
        type: "model",
        name: "Models",
        authorName: "Ann",
        authorId: other.id,
        public: true,
        previewSrc: "packs/own.png",
        owners: { create: { userId: user.id } },
        createdAt: at("2024-05-01T10:00:00.002Z"),
      },
    }),
    db.assetPack.create({
      data: {
        type: "sticker",
        name: "Empty key",
        authorId: user.id,
        previewSrc: "",
        owners: { create: { userId: user.id } },
        createdAt: at("2024-05-01T10:00:00.002Z"),
      },
    }),
    db.assetPack.create({
      data: {
        type: "model",
        name: "Not mine",
        authorId: other.id,
        public: true,
        createdAt: at("2024-05-01T10:00:00.003Z"),
      },
    }),
  ]);
  await db.assetPackItem.createMany({
    data: [
      { packId: packs[0].id, src: "packs/s1.png" },
      { packId: packs[0].id, src: "packs/s2.png", previewSrc: "packs/s2-p.png" },
      { packId: packs[1].id, src: "packs/m1.glb", previewSrc: "packs/m1.png" },
    ],
  });
  const collections = [];
  for (let i = 0; i < 6; i++) {
    collections.push(
      await db.cardCollection.create({
        data: {
          userId: user.id,
          cardType: i % 3 === 2 ? "classic" : "v2",
          trackingType: i % 2 ? "image" : "qr",
          data: i === 4 ? Prisma.JsonNull : { n: i, f: 1.25, s: 'é"\\', nested: [null, { x: true }] },
          previewSrc: i === 1 ? "collections/p.png" : i === 2 ? "" : null,
          backgroundFrontSrc: i === 3 ? "collections/front.jpg" : null,
          backgroundBackSrc: i === 3 ? "collections/back.jpg" : null,
          archivedAt: i === 5 ? new Date() : null,
          // Two collections share a creation time: the newer id comes first.
          createdAt: at(
            i === 1 ? "2024-06-01T00:00:00.000Z" : `2024-06-0${i + 1}T12:34:56.${String(i * 7).padStart(3, "0")}Z`,
          ),
          assetPacks: { create: i % 2 === 0 ? [{ packId: packs[1].id }, { packId: packs[0].id }] : [] },
        },
      }),
    );
  }
  const c0 = collections[0]!;
  await db.card.createMany({
    data: [
      { id: `t${randomBytes(6).toString("hex")}`, collectionId: c0.id, isTest: true },
      ...[0, 1, 2].map((k) => ({
        id: `c${k}${randomBytes(6).toString("hex")}`,
        collectionId: c0.id,
        filledAt: k === 0 ? new Date() : null,
      })),
      { id: `d${randomBytes(6).toString("hex")}`, collectionId: collections[1]!.id },
    ],
  });
  await db.cardStatDay.createMany({
    data: [
      { collectionId: c0.id, day: at("2024-07-01"), views: 5 },
      { collectionId: c0.id, day: at("2024-07-02"), views: 7 },
    ],
  });
  await db.order.createMany({
    data: [
      {
        collectionId: c0.id,
        userId: user.id,
        count: 10,
        amountKopecks: 100,
        status: "complete",
        createdAt: at("2024-07-01T00:00:00.100Z"),
      },
      {
        collectionId: c0.id,
        userId: user.id,
        count: 20,
        amountKopecks: 200,
        createdAt: at("2024-07-02T00:00:00.000Z"),
      },
    ],
  });

  const project = await db.arProject.create({
    data: {
      ownerId: user.id,
      type: "ALBUM",
      name: null,
      apiKey: `k${randomBytes(8).toString("hex")}`,
      features: Prisma.JsonNull,
      codeData: { code: "x", assetData: { "1": "a" } },
      invert: true,
      editedAt: at("2024-08-01T01:02:03.004Z"),
    },
  });
  const shared = await db.arProject.create({
    data: {
      ownerId: other.id,
      type: "ALBUM",
      name: "Shared",
      apiKey: `k${randomBytes(8).toString("hex")}`,
      features: { lazyLoad: true },
      liveVersion: 3,
      publishedAt: new Date("2026-11-20T10:00:00.120Z"),
      users: { create: { userId: user.id } },
    },
  });
  const sceneRows = [
    { name: "QR", qrMarkerId: "qr1", createdAt: at("2024-08-01T00:00:00.005Z") },
    {
      name: "Image",
      imageMarkerSrc: "markers/m.png",
      naturalWidth: 512.75,
      meta: { m: [1, 2.5] },
      previewSrc: "previews/p.png",
      editedAt: at("2024-08-02T00:00:00.000Z"),
      createdAt: at("2024-08-01T00:00:00.001Z"),
    },
    {
      name: "Empty keys",
      qrMarkerId: "",
      imageMarkerSrc: "",
      previewSrc: "",
      createdAt: at("2024-08-01T00:00:00.001Z"),
    },
    {
      name: "No width",
      imageMarkerSrc: "markers/n.png",
      meta: Prisma.JsonNull,
      createdAt: at("2024-08-01T00:00:00.009Z"),
    },
    { name: "Fifth", createdAt: at("2024-08-01T00:00:01.000Z") },
  ];
  for (const s of sceneRows)
    await db.scene.create({ data: { projectId: project.id, data: [{ type: "text", x: 0.1 }], ...s } });
  await db.asset.createMany({
    data: [
      {
        projectId: project.id,
        name: "a.mp4",
        kind: "video",
        size: 100,
        compSize: 40,
        srcKey: "assets/a.mp4",
        compressedKey: "assets/a-c.mp4",
        uploadStatus: "ready",
        progress: 100,
      },
      {
        projectId: project.id,
        name: "b.png",
        kind: "image",
        size: 10,
        srcKey: "assets/b.png",
        uploadStatus: "ready",
        progress: 100,
        disableCompressing: true,
      },
      {
        projectId: project.id,
        name: "c.glb",
        kind: "glb",
        size: 10,
        srcKey: "assets/c.glb",
        uploadStatus: "compressing",
        progress: 30,
      },
      {
        projectId: project.id,
        name: "d.png",
        kind: "image",
        size: 10,
        srcKey: "",
        compressedKey: null,
        uploadStatus: "ready",
        progress: 100,
      },
    ],
  });
  return { user, token, collections, packs, project, shared };
}

/** The collection DTO as the Prisma-based service built it before the SQL version. */
async function expectedCollections(userId: number, where: { cardType?: "v2" | "classic"; archived: boolean }) {
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

async function expectedProject(projectId: number, viewerId: number, opts: { scenes?: number; assets: boolean }) {
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

describe("DTOs built in SQL", () => {
  it("collections: list (each filter) and detail equal the Prisma-derived DTOs", async () => {
    const { user, token, collections } = await seed();
    for (const [query, where] of [
      ["", { archived: false }],
      ["?type=v2", { cardType: "v2", archived: false }],
      ["?type=classic&archived=true", { cardType: "classic", archived: true }],
      ["?archived=1", { archived: true }],
    ] as const) {
      const res = await call(api.url, "GET", `/api/cards${query}`, { token });
      expect(res.status).toBe(200);
      expect(res.body, query).toEqual(await expectedCollections(user.id, where));
    }
    const all = await expectedCollections(user.id, { archived: false });
    expect(all.length).toBe(5);
    for (const c of collections) {
      const res = await call(api.url, "GET", `/api/cards/${c.id}`, { token });
      const [expected] = await expectedCollections(user.id, {
        archived: c.archivedAt !== null,
        cardType: c.cardType,
      }).then((l) => l.filter((x) => x.id === c.id));
      expect(res.body).toEqual(expected);
    }
  });

  it("AR projects: list (four scenes, no assets) and detail (all of both) equal the Prisma-derived DTOs", async () => {
    const { user, token, project, shared } = await seed();
    const list = await call(api.url, "GET", "/api/ar-projects/album", { token });
    expect(list.body).toEqual([
      await expectedProject(shared.id, user.id, { scenes: 4, assets: false }),
      await expectedProject(project.id, user.id, { scenes: 4, assets: false }),
    ]);
    const detail = await call(api.url, "GET", `/api/ar-projects/data/${project.id}`, { token });
    expect(detail.body).toEqual(await expectedProject(project.id, user.id, { assets: true }));
    expect(detail.body.scenes).toHaveLength(5);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${shared.id}`, { token })).body).toEqual(
      await expectedProject(shared.id, user.id, { assets: true }),
    );
  });

  it("packs: mine and public equal the DTO derived from the rows", async () => {
    const { user, token } = await seed();
    const expected = async (where: Prisma.AssetPackWhereInput) => {
      const rows = await getDb().assetPack.findMany({
        where,
        include: { items: { orderBy: { id: "asc" } }, owners: true },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        name: r.name,
        authorName: r.authorName,
        authorId: r.authorId,
        public: r.public,
        itemsCount: r.items.length,
        previewSrc: fileUrl(r.previewSrc ?? r.items[0]?.previewSrc ?? (r.type === "sticker" ? r.items[0]?.src : null)),
        owned: r.owners.some((o) => o.userId === user.id),
      }));
    };
    expect((await call(api.url, "GET", "/api/cards/assets", { token })).body).toEqual(
      await expected({ owners: { some: { userId: user.id } } }),
    );
    expect((await call(api.url, "GET", "/api/cards/assets?type=sticker", { token })).body).toEqual(
      await expected({ type: "sticker", owners: { some: { userId: user.id } } }),
    );
    expect((await call(api.url, "GET", "/api/cards/assets/public", { token })).body).toEqual(
      await expected({ public: true }),
    );
  });

  it("the tRPC door answers the same lists as the REST door", async () => {
    const { token } = await seed();
    const trpc = async (proc: string, input: unknown) =>
      (await call(api.url, "GET", `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token }))
        .body.result.data;
    expect(await trpc("cards.list", { type: "v2" })).toEqual(
      (await call(api.url, "GET", "/api/cards?type=v2", { token })).body,
    );
    expect(await trpc("projects.list", { type: "album" })).toEqual(
      (await call(api.url, "GET", "/api/ar-projects/album", { token })).body,
    );
    expect(await trpc("packs.listMine", {})).toEqual((await call(api.url, "GET", "/api/cards/assets", { token })).body);
  });
});
