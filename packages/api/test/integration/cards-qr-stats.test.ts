import { describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { getDb } from "@ar/db";
import { call, formData, pngFile, signIn, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-cards-qr-", env: { CARD_BASE_URL: "https://wishes.example.com/c" } });

// Test cards, backgrounds, card URLs, QR images and statistics (collections and generation: cards.test.ts).

describe("test card, backgrounds, urls", () => {
  it("test-card returns the same card every time", async () => {
    const u = await signIn(api.url);
    const c = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body;
    const t1 = await call(api.url, "POST", `/api/cards/${c.id}/test-card`, { token: u.token });
    expect(t1.body).toEqual(c.testCard);
  });

  it("background upload: PNG/JPEG only, at most 10 MB, replaces the old file", async () => {
    const u = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body.id as number;
    const up = (side: string, name: string, data: Buffer) =>
      fetch(`${api.url}/api/cards/${id}/background/${side}`, {
        method: "POST",
        headers: { authorization: `Bearer ${u.token}` },
        body: formData({ file: { name, data } }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const front = await up("front", "front.png", await pngFile(300));
    expect(front.status).toBe(200);
    expect(front.body.src).toMatch(new RegExp(`^/api/files/collections/${id}/front-[0-9a-f]+\\.png$`));
    const again = await up("front", "front2.png", await pngFile(200));
    const row = await getDb().cardCollection.findUniqueOrThrow({ where: { id } });
    expect(`/api/files/${row.backgroundFrontSrc}`).toBe(again.body.src);
    expect(
      (await fetch(`${api.url}${front.body.src}`, { headers: { authorization: `Bearer ${u.token}` } })).status,
    ).toBe(404);
    expect(
      (await fetch(`${api.url}${again.body.src}`, { headers: { authorization: `Bearer ${u.token}` } })).status,
    ).toBe(200);
    expect((await up("back", "x.png", Buffer.from("GIF89a not a png"))).status).toBe(415);
    expect(
      (await up("back", "huge.png", Buffer.concat([await pngFile(), Buffer.alloc(11 * 1024 * 1024)]))).status,
    ).toBe(413);
    expect((await up("sideways", "x.png", await pngFile())).status).toBe(404);
    const other = await signIn(api.url);
    expect(
      (await fetch(`${api.url}${again.body.src}`, { headers: { authorization: `Bearer ${other.token}` } })).status,
    ).toBe(404);
  });

  it("GET /api/urls gives the configured bases, or the same paths on a domain", async () => {
    const u = await signIn(api.url);
    expect((await call(api.url, "GET", "/api/urls", { token: u.token })).body).toEqual({
      wishes: "https://wishes.example.com/c",
      wishesV2: "https://wishes.example.com/c",
      // The domain selector's configured options (issue 23): no CARD_SECOND_DOMAIN here, one host.
      domains: { default: "wishes.example.com", second: null },
    });
    expect((await call(api.url, "GET", "/api/urls?domain=Cards.Shop.RU", { token: u.token })).body.wishes).toBe(
      "https://cards.shop.ru/c",
    );
    expect((await call(api.url, "GET", "/api/urls?domain=not a domain", { token: u.token })).status).toBe(400);
  });
});

describe("QR images and statistics", () => {
  it("a card's QR encodes its link, in the colours asked for, with cache headers", async () => {
    const u = await signIn(api.url);
    const c = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body;
    const res = await fetch(`${api.url}/api/qr/${c.testCard.id}.png?dark-color=123456&light-color=%23FFFFEE`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // the link depends on the collection's saved domain, which the URL does not name: revalidated
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`https://wishes.example.com/c/${c.testCard.id}`);
    expect([png.data[0], png.data[1], png.data[2]]).toEqual([0xff, 0xff, 0xee]);
    const etag = res.headers.get("etag")!;
    expect(
      (
        await fetch(`${api.url}/api/qr/${c.testCard.id}.png?dark-color=123456&light-color=%23FFFFEE`, {
          headers: { "if-none-match": etag },
        })
      ).status,
    ).toBe(304);
    const svg = await fetch(`${api.url}/api/qr/${c.testCard.id}.svg`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    const onDomain = PNG.sync.read(
      Buffer.from(await (await fetch(`${api.url}/api/qr/${c.testCard.id}?domain=my.cards.ru`)).arrayBuffer()),
    );
    expect(jsQR(new Uint8ClampedArray(onDomain.data), onDomain.width, onDomain.height)?.data).toBe(
      `https://my.cards.ru/c/${c.testCard.id}`,
    );
    expect((await fetch(`${api.url}/api/qr/${c.testCard.id}?domain=my.cards.ru`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("a card's QR follows the domain saved on its collection (not a year-old cached image)", async () => {
    const u = await signIn(api.url);
    const c = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body;
    const decode = async () => {
      const res = await fetch(`${api.url}/api/qr/${c.testCard.id}.png?type=wishes_v2`);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      return {
        link: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data,
        etag: res.headers.get("etag"),
      };
    };
    const before = await decode();
    expect(before.link).toBe(`https://wishes.example.com/c/${c.testCard.id}`);
    await getDb().cardCollection.update({ where: { id: c.id }, data: { data: { domain: "my.cards.ru" } } });
    const after = await decode();
    expect(after.link).toBe(`https://my.cards.ru/c/${c.testCard.id}`);
    expect(after.etag).not.toBe(before.etag);
  });

  it("colour parameters are validated; unknown cards are 404", async () => {
    const bad = await fetch(`${api.url}/api/qr/preview?dark-color=rgb(300,0,0)`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      message: "Invalid color component",
      fields: { "dark-color": "invalid" },
    });
    expect((await fetch(`${api.url}/api/qr/preview?light-color=zzz`)).status).toBe(400);
    expect((await fetch(`${api.url}/api/qr/doesnotexist1234`)).status).toBe(404);
    const preview = await fetch(`${api.url}/api/qr/preview?origin=${encodeURIComponent("https://a.example/x")}`);
    const png = PNG.sync.read(Buffer.from(await preview.arrayBuffer()));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe("https://a.example/x");
  });

  it("views and uses from the viewer feed /api/stats/all and the filled count", async () => {
    const u = await signIn(api.url, { cardsBalance: 10 });
    const id = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body.id as number;
    const cards = (
      await call(api.url, "POST", `/api/cards/${id}/generate-cards`, { token: u.token, body: { count: 2 } })
    ).body.cards as { id: string }[];
    // Three visitors view the first card; one fills the second (a save is its use) and reports a
    // use again, which counts once (card-events.test.ts).
    for (let i = 0; i < 3; i++)
      expect(
        (
          await call(api.url, "POST", `/api/public/cards/${cards[0]!.id}/view`, {
            headers: { "user-agent": `phone ${i}` },
          })
        ).status,
      ).toBe(200);
    expect(
      (await call(api.url, "POST", `/api/public/cards/${cards[1]!.id}/wish`, { body: { text: "Hello" } })).status,
    ).toBe(200);
    expect((await call(api.url, "POST", `/api/public/cards/${cards[1]!.id}/use`)).status).toBe(200);
    expect((await call(api.url, "POST", "/api/public/cards/nosuchcard123/view")).status).toBe(404);
    const stats = (await call(api.url, "GET", "/api/stats/all", { token: u.token })).body;
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.cards.visits).toEqual([{ collectionId: id, day: today, count: 3 }]);
    expect(stats.cards.usings).toEqual([{ collectionId: id, day: today, count: 1 }]);
    const collection = (await call(api.url, "GET", `/api/cards/${id}`, { token: u.token })).body;
    expect(collection).toMatchObject({ views: 3, filled: 1, cardsCount: 2 });
    // Beyond the spec: the same counts per card.
    const perCard = (await call(api.url, "GET", `/api/cards/${id}/card-stats`, { token: u.token })).body as {
      id: string;
      views: number;
      usings: number;
      filledAt: string | null;
    }[];
    const byId = new Map(perCard.map((c) => [c.id, c]));
    expect(byId.get(cards[0]!.id)).toMatchObject({ views: 3, usings: 0, filledAt: null });
    expect(byId.get(cards[1]!.id)).toMatchObject({ views: 0, usings: 1 });
    expect(byId.get(cards[1]!.id)!.filledAt).not.toBeNull();
  });
});
