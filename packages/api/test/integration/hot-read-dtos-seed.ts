// The rows hot-read-dtos.test.ts reads back: a user's collections, packs, orders, cards and AR
// projects with the awkward values (nulls, empty keys, JSON null, fractional numbers, millisecond
// dates, several orders, packs and test cards).
import { randomBytes } from "node:crypto";
import { getDb, Prisma } from "@ar/db";
import { createSession } from "@ar/core";
import { createUser } from "@ar/devtools/testing";

const at = (s: string) => new Date(s);

export async function seed() {
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
