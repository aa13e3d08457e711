import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { getDb } from "@ar/db";
import { call, runQueuedJobs, useApiServer, signIn, collectionWithCards, A4_CUT } from "@ar/devtools/testing";

const api = useApiServer({
  dataDirPrefix: "ar-print-",
  env: { CARD_BASE_URL: "https://cards.example.com", CARD_V2_BASE_URL: "https://cards.example.com/v2" },
});

const A4 = A4_CUT;

const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
const trpcGet = (token: string, proc: string, input: unknown) =>
  call(api.url, "GET", `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });

/** A new user's collection of `cards` cards, exported with the A4 cut's `template` and rendered by the worker. */
async function renderedExport(cards: number, template: string, opts?: Parameters<typeof collectionWithCards>[2]) {
  const { user, token } = await signIn(api.url);
  const { collection, cardIds } = await collectionWithCards(user.id, cards, opts);
  const exp = (await trpc(token, "print.start", { collectionId: collection.id, cardIds, cut: { ...A4, template } }))
    .body.result.data;
  await runQueuedJobs();
  return { token, collection, cardIds, exp };
}

describe("print exports", () => {
  it("A4 sheets: queued → rendered by the worker → a zip of Page-N.jpg, downloadable by the owner only", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 10);
    const started = await trpc(token, "print.start", { collectionId: collection.id, cardIds, cut: A4 });
    expect(started.status).toBe(200);
    const exp = started.body.result.data;
    expect(exp).toMatchObject({
      status: "queued",
      progress: 0,
      downloadUrl: null,
      options: { count: 10, format: "images" },
    });

    await runQueuedJobs();
    const done = (await trpcGet(token, "print.get", { exportId: exp.id })).body.result.data;
    expect(done).toMatchObject({ status: "done", progress: 100, downloadUrl: `/api/print-exports/${exp.id}/download` });

    const res = await fetch(`${api.url}${done.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const names = Object.keys(zip.files).sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
    // 7.4 × 10.5 cm cards: 2 across, 2 down on A4 → 3 sheets for 10 cards, front and back each.
    expect(names).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg", "Page-4.jpg", "Page-5.jpg", "Page-6.jpg"]);
    const meta = await sharp(await zip.file("Page-1.jpg")!.async("nodebuffer")).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([2480, 3496, 300]);

    const list = (await trpcGet(token, "print.list", { collectionId: collection.id })).body.result.data;
    expect(list.map((e: { id: number }) => e.id)).toEqual([exp.id]);

    const stranger = await signIn(api.url);
    expect((await trpcGet(stranger.token, "print.get", { exportId: exp.id })).status).toBe(404);
    expect(
      (await fetch(`${api.url}${done.downloadUrl}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status,
    ).toBe(404);
    expect((await fetch(`${api.url}${done.downloadUrl}`)).status).toBe(401);
    expect((await trpcGet(stranger.token, "print.list", { collectionId: collection.id })).status).toBe(404);
  });

  it("csv: the card links joined by line breaks", async () => {
    const { token, cardIds, exp } = await renderedExport(3, "csv");
    const text = await (
      await fetch(`${api.url}/api/print-exports/${exp.id}/download`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    expect(text.split("\n").filter(Boolean).sort()).toEqual(
      cardIds.map((id) => `https://cards.example.com/${id}`).sort(),
    );
  });

  it("a v2 card on a saved domain prints the link its QR image shows in the wizard's check step", async () => {
    const { token, cardIds, exp } = await renderedExport(2, "csv", { cardType: "v2", domain: "my.cards.ru" });
    const text = await (
      await fetch(`${api.url}/api/print-exports/${exp.id}/download`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const printed = text.split("\n").filter(Boolean).sort();
    // the viewer base's path is kept on the domain, as GET /api/urls?domain= gives it
    expect(printed).toEqual(cardIds.map((id) => `https://my.cards.ru/v2/${id}`).sort());
    for (const id of cardIds) {
      const png = PNG.sync.read(
        Buffer.from(await (await fetch(`${api.url}/api/qr/${id}.png?type=wishes_v2`)).arrayBuffer()),
      );
      expect(printed).toContain(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data);
    }
  });

  it("bad input changes nothing: invalid cut options, foreign cards, a stranger's collection", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 2);
    const other = await signIn(api.url);
    const foreign = await collectionWithCards(other.user.id, 1);
    const before = await getDb().printExport.count();

    const badCut = await trpc(token, "print.start", {
      collectionId: collection.id,
      cardIds,
      cut: { ...A4, template: "B5", linesColor: "red" },
    });
    expect(badCut.status).toBe(400);
    expect(badCut.body.error.data.error.fields).toMatchObject({
      "cut.template": "invalid",
      "cut.linesColor": "invalid",
    });
    const mixed = await trpc(token, "print.start", {
      collectionId: collection.id,
      cardIds: [...cardIds, ...foreign.cardIds],
      cut: A4,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.data.error.fields).toEqual({ cardIds: "invalid" });
    const notMine = await trpc(token, "print.start", {
      collectionId: foreign.collection.id,
      cardIds: foreign.cardIds,
      cut: A4,
    });
    expect(notMine.status).toBe(404);
    const empty = await trpc(token, "print.start", { collectionId: collection.id, cardIds: [], cut: A4 });
    expect(empty.status).toBe(400);
    expect(await getDb().printExport.count()).toBe(before);
  });

  it("a finished export is not rendered again by a repeated job", async () => {
    const { exp } = await renderedExport(1, "none");
    const first = await getDb().printExport.findUniqueOrThrow({ where: { id: exp.id } });
    await getDb()
      .$executeRaw`SELECT graphile_worker.add_job('print.render', json_build_object('exportId', ${exp.id}::int))`;
    await runQueuedJobs();
    const second = await getDb().printExport.findUniqueOrThrow({ where: { id: exp.id } });
    expect(second.attempts).toBe(first.attempts);
    expect(second.finishedAt).toEqual(first.finishedAt);
  });
});
