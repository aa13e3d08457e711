// The hot reads build their DTOs in SQL (docs/decisions/0010-hot-reads-in-sql.md). Here each one
// is checked against the same DTO derived in TypeScript from the rows Prisma reads — with the
// awkward values: nulls, empty keys, JSON null, fractional numbers, millisecond dates, several
// orders, packs and test cards — and the REST and tRPC doors are checked to answer the same.
import { describe, expect, it } from "vitest";
import { call, useApiServer } from "@ar/devtools/testing";
import { fileUrl } from "@ar/core";
import { getDb, Prisma } from "@ar/db";
import { expectedCollections, expectedProject } from "./hot-read-dtos-expected";
import { seed } from "./hot-read-dtos-seed";

const api = useApiServer({ dataDirPrefix: "ar-hot-dtos-" });

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
