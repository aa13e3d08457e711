// The card viewer's anonymous doors for hostile-input.test.ts: the wish upload
// (POST /api/public/cards/{id}/media) and the view/use events (REST and tRPC cards.recordEvent),
// against real cards — an empty one whose uploads reach the body's checks, a filled one, one of an
// unpaid order and one of an archived collection — so that refusals come from the checks and not
// from an unknown id. Every upload comes from a client address of its own, so the per-client
// limit never answers in the checks' place (the test counts that they were reached).
import { crc32 } from "node:zlib";
import { beforeAll } from "vitest";
import { getDb } from "@ar/db";
import { formData, pngFile, TEST_CLIENT_IP_HEADER } from "@ar/devtools/testing";
import type { Hostile, HostileRequest } from "./hostile-input-server";

export type HostileCards = { open: string; filled: string; unpaid: string; archived: string };

/** Makes the cards in a beforeAll of its own (after the server's); the object is filled in then. */
export function useHostileCards(h: Hostile): HostileCards {
  const cards: HostileCards = { open: "", filled: "", unpaid: "", archived: "" };
  beforeAll(async () => {
    const db = getDb();
    const collection = async (archived: boolean) =>
      (await db.cardCollection.create({ data: { userId: h.owner.id, archivedAt: archived ? new Date() : null } })).id;
    const current = await collection(false);
    const order = await db.order.create({
      data: { collectionId: current, userId: h.owner.id, count: 1, amountKopecks: 100 },
    });
    const id = (tag: string) => `hostile${tag}${Date.now().toString(36)}`;
    Object.assign(cards, { open: id("open"), filled: id("filled"), unpaid: id("unpaid"), archived: id("archived") });
    await db.card.createMany({
      data: [
        { id: cards.open, collectionId: current },
        { id: cards.unpaid, collectionId: current, orderId: order.id },
        { id: cards.archived, collectionId: await collection(true) },
        {
          id: cards.filled,
          collectionId: current,
          wish: {
            text: "Hi",
            mediaId: null,
            stickers: [],
            models: [],
            giftLink: null,
            filledAt: new Date().toISOString(),
          },
          wishTokenHash: "0".repeat(64),
          wishEditableUntil: new Date(Date.now() + 3_600_000),
          filledAt: new Date(),
        },
      ],
    });
  });
  return cards;
}

/** A PNG whose header declares 100 000 × 100 000 pixels (the pixel cap must refuse it unread). */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngFile(16));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

let client = 0;
/** A client address of its own for each request (TEST-NET-2, counting up). */
const nextClient = () => `198.18.${(++client >> 8) & 255}.${client & 255}`;

export function cardDoorRequests(h: Hostile, cards: HostileCards): HostileRequest[] {
  const base = (card: string) => `${h.api.url}/api/public/cards/${encodeURIComponent(card)}`;
  const out: HostileRequest[] = [];
  const upload = (label: string, card: () => string, body: () => Promise<BodyInit>, headers = {}) =>
    out.push({
      label: `wish upload: ${label}`,
      make: async () =>
        new Request(`${base(card())}/media`, {
          method: "POST",
          headers: { [TEST_CLIENT_IP_HEADER]: nextClient(), ...headers },
          body: await body(),
        }),
    });
  const one =
    (name: string, data: Buffer | Promise<Buffer>, field = "file") =>
    async () =>
      formData({ [field]: { name, data: await data } });
  const open = () => cards.open;

  upload("the file under another field", open, one("p.png", pngFile(16), "photo"));
  // A body cut in the middle of the file, with its boundary declared by hand.
  const boundary = "hostile-cards";
  upload(
    "a truncated multipart body",
    open,
    async () => {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const png = await pngFile(32);
      return Buffer.concat([Buffer.from(head), png.subarray(0, Math.floor(png.length / 2))]);
    },
    { "content-type": `multipart/form-data; boundary=${boundary}` },
  );
  upload("text named .mp4", open, one("clip.mp4", Buffer.from("not a video at all ".repeat(300))));
  upload("PDF named .mov", open, one("clip.mov", Buffer.from("%PDF-1.7\n" + "x".repeat(4000))));
  upload("GIF (not a wish type)", open, one("a.gif", Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(2000)])));
  upload(
    "a photo over 15 MB",
    open,
    one(
      "big.png",
      pngFile(64).then((p) => Buffer.concat([p, Buffer.alloc(15 * 1024 * 1024 + 1)])),
    ),
  );
  upload("a PNG declaring 10^10 pixels", open, one("bomb.png", pixelBomb()));
  upload("an empty file", open, one("empty.webm", Buffer.alloc(0)));
  upload("a file name of 5,000 characters and traversal", open, one(`${"../".repeat(1666)}x.png`, Buffer.from("junk")));
  upload("a wrong wish token on a filled card", () => cards.filled, one("p.png", pngFile(16)), {
    "x-wish-token": "A".repeat(43),
  });
  upload("a card of an unpaid order", () => cards.unpaid, one("p.png", pngFile(16)));
  upload("a card of an archived collection", () => cards.archived, one("p.png", pngFile(16)));
  upload("a card id of 65 characters", () => "a".repeat(65), one("p.png", pngFile(16)));

  const rest = (label: string, card: () => string, event: string, headers: Record<string, string> = {}) =>
    out.push({
      label: `card event: ${label}`,
      make: () =>
        new Request(`${base(card())}/${event}`, {
          method: "POST",
          headers: { [TEST_CLIENT_IP_HEADER]: nextClient(), ...headers },
        }),
    });
  rest("use of an empty card", open, "use");
  for (const event of ["view", "use"]) {
    rest(`${event} of an unpaid card`, () => cards.unpaid, event);
    rest(`${event} of an unpaid card, 8 KB user agent`, () => cards.unpaid, event, { "user-agent": "U".repeat(8000) });
    rest(`${event} of a card id of 10,000 characters`, () => "c".repeat(10_000), event);
    rest(`${event} of a card id with a quote`, () => "x' OR '1'='1", event);
  }
  const trpc = (label: string, input: () => unknown) =>
    out.push({
      label: `trpc cards.recordEvent ${label}`,
      trpc: true,
      make: () =>
        new Request(`${h.api.url}/api/trpc/cards.recordEvent`, {
          method: "POST",
          headers: { "content-type": "application/json", [TEST_CLIENT_IP_HEADER]: nextClient() },
          body: JSON.stringify(input()),
        }),
    });
  trpc("use of an empty card", () => ({ cardId: cards.open, event: "use" }));
  trpc("view of an unpaid card", () => ({ cardId: cards.unpaid, event: "view" }));
  trpc("an unknown event", () => ({ cardId: cards.open, event: "click" }));
  trpc("an event as a number", () => ({ cardId: cards.open, event: 1 }));
  trpc("a card id as an object", () => ({ cardId: { id: cards.open }, event: "view" }));
  trpc("an extra key", () => ({ cardId: cards.unpaid, event: "view", filled: true }));
  trpc("a card id of 100,000 characters", () => ({ cardId: "c".repeat(100_000), event: "view" }));
  return out;
}

/** Uploads that reached the per-client count, i.e. passed the card lookup and the edit check. */
export const CARD_UPLOADS_PAST_THE_LOOKUP = 9;
