// What the card-wishes-*.test.ts files share: printed v2 cards with packs attached, and the card
// viewer's public doors called as a given client (IP), on the file's API server.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  clientIps,
  collectionWithCards,
  createUser,
  formData,
  pngFile,
  TEST_CLIENT_IP_HEADER,
} from "@ar/devtools/testing";

/** A client of its own (IP) for each test, so one test's uploads and saves do not use up another's limits. */
export const newClient = clientIps();

export type Pack = { id: number; items: number[] };
export async function packWith(userId: number, type: "sticker" | "model", n: number): Promise<Pack> {
  const db = getDb();
  const pack = await db.assetPack.create({ data: { type, name: `${type} pack`, authorId: userId } });
  const items: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = `packs/${pack.id}/item-${i}-${randomBytes(3).toString("hex")}.png`;
    await getStorage().put(key, await pngFile(16, i % 2 ? "#ff0000" : "#00ff00"), { contentType: "image/png" });
    items.push((await db.assetPackItem.create({ data: { packId: pack.id, src: key } })).id);
  }
  return { id: pack.id, items };
}

/** A v2 collection with printed cards, a sticker pack and a model pack attached, and the gift mode given. */
export async function cardsWithPacks(opts: { cards?: number; gift?: { present: string; presentUrl?: string } } = {}) {
  const { user } = await createUser();
  const { collection, cardIds } = await collectionWithCards(user.id, opts.cards ?? 2, { cardType: "v2" });
  const stickers = await packWith(user.id, "sticker", 2);
  const models = await packWith(user.id, "model", 1);
  await getDb().collectionAssetPack.createMany({
    data: [
      { collectionId: collection.id, packId: stickers.id },
      { collectionId: collection.id, packId: models.id },
    ],
  });
  if (opts.gift) {
    await getDb().cardCollection.update({
      where: { id: collection.id },
      data: { data: { ...(collection.data as object), ...opts.gift } },
    });
  }
  return { user, collection, cardIds, stickers, models };
}

export const PUBLIC_URL = /^\/api\/public\/files\/[0-9a-f]{64}\.[a-z0-9]+$/;

/** The card viewer's doors on the server at `api.url` (read when called: it is set by beforeAll). */
export function cardDoors(api: { url: string }) {
  const clientHeaders = (ip: string, token?: string) => ({
    [TEST_CLIENT_IP_HEADER]: ip,
    ...(token ? { "x-wish-token": token } : {}),
  });
  return {
    getCard: (cardId: string, headers: Record<string, string> = {}) =>
      call(api.url, "GET", `/api/public/cards/${cardId}`, { headers }),
    save: (cardId: string, body: unknown, ip: string, token?: string) =>
      call(api.url, "POST", `/api/public/cards/${cardId}/wish`, { body, headers: clientHeaders(ip, token) }),
    uploadMedia: async (cardId: string, file: { name: string; data: Buffer }, ip: string, token?: string) => {
      const res = await fetch(`${api.url}/api/public/cards/${cardId}/media`, {
        method: "POST",
        headers: clientHeaders(ip, token),
        body: formData({ file }),
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    fetchStatus: async (url: string) => (await fetch(`${api.url}${url}`)).status,
  };
}
