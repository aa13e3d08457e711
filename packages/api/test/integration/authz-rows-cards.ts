// Authorization matrix rows: card collections, printed cards and their viewer, print exports.
import { getDb } from "@ar/db";
import { A4_CUT } from "@ar/devtools/testing";
import { none, OWN, OWNER_ONLY, PUBLIC, rowTable, SIGNED_IN } from "./authz-matrix-rows";
import { png, type World } from "./authz-matrix-world";

const { rows, rest, trpc, special } = rowTable();

rest("GET /api/cards", SIGNED_IN, async () => ({ method: "GET", path: "/api/cards" }));
rest("POST /api/cards", SIGNED_IN, async () => ({ method: "POST", path: "/api/cards", json: {} }));
rest("GET /api/cards/:id", OWN, async (w) => ({ method: "GET", path: `/api/cards/${await w.collection()}` }));
rest("POST /api/cards/:id", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}`,
  json: { data: { title: "changed" } },
}));
rest("DELETE /api/cards/:id", OWN, async (w) => ({ method: "DELETE", path: `/api/cards/${await w.collection()}` }));
rest(
  "POST /api/cards/:id/generate-cards",
  OWN,
  async (w) => (
    await w.balance(),
    { method: "POST", path: `/api/cards/${await w.collection()}/generate-cards`, json: { count: 1 } }
  ),
);
rest("GET /api/cards/:id/card-stats", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/${await w.collection()}/card-stats`,
}));
rest("POST /api/cards/:id/test-card", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/test-card`,
}));
rest("POST /api/cards/:id/background/:side", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/background/back`,
  form: png,
}));
rest("GET /api/urls", SIGNED_IN, async () => ({ method: "GET", path: "/api/urls" }));
rest("GET /api/cards/price", SIGNED_IN, async () => ({
  method: "GET",
  path: "/api/cards/price?count=10&promo=AUTHZ10",
}));
rest("POST /api/cards/:id/buy", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/buy`,
  json: { count: 10 },
}));
rest("GET /api/cards/orders/:id", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/orders/${(await w.order()).orderId}`,
}));
rest("GET /api/cards/orders/:id/cards", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/orders/${(await w.paidOrder()).orderId}/cards`,
}));
rest(
  "POST /api/public/cards/:cardId/view",
  PUBLIC,
  async (w) => ({ method: "POST", path: `/api/public/cards/${(await w.cards())[0]}/view` }),
  false,
);
// A use is of a card that holds a wish (only a save fills one; record-card-event.ts).
rest(
  "POST /api/public/cards/:cardId/use",
  PUBLIC,
  async (w) => {
    const cardId = (await w.cards())[0]!;
    const wish = {
      text: "Hi",
      mediaId: null,
      stickers: [],
      models: [],
      giftLink: null,
      filledAt: "2026-01-01T00:00:00Z",
    };
    await getDb().card.update({ where: { id: cardId }, data: { wish, filledAt: new Date() } });
    return { method: "POST", path: `/api/public/cards/${cardId}/use` };
  },
  false,
);
rows["REST POST /api/public/cards/:cardId/view"]!.recordsForOwner = true;
rows["REST POST /api/public/cards/:cardId/use"]!.recordsForOwner = true;
trpc("cards.list", SIGNED_IN, none, false);
trpc("cards.create", SIGNED_IN, async () => ({}), true);
trpc("cards.get", OWN, async (w) => ({ collectionId: await w.collection() }), false);
trpc("cards.update", OWN, async (w) => ({ collectionId: await w.collection(), data: { title: "changed" } }), true);
trpc("cards.remove", OWN, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.restore", OWNER_ONLY, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.duplicate", OWNER_ONLY, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.generate", OWN, async (w) => (await w.balance(), { collectionId: await w.collection(), count: 1 }), true);
trpc("cards.cardStats", OWN, async (w) => ({ collectionId: await w.collection() }), false);
trpc("cards.testCard", OWN, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.urls", SIGNED_IN, none, false);
trpc("cards.price", SIGNED_IN, async () => ({ count: 10 }), false);
trpc("cards.buy", OWN, async (w) => ({ collectionId: await w.collection(), count: 10 }), true);
trpc("cards.orderStatus", OWN, async (w) => ({ orderId: (await w.order()).orderId }), false);
trpc("cards.orderCards", OWN, async (w) => ({ orderId: (await w.paidOrder()).orderId }), false);
trpc("cards.recordEvent", PUBLIC, async (w) => ({ cardId: (await w.cards())[0], event: "view" }), true);
rows["TRPC cards.recordEvent"]!.recordsForOwner = true;
// The card viewer (issue 20): anyone may read a card, upload a wish's media and save the wish of an
// empty card (each writes the owner's card: recordsForOwner); only the owner or an admin resets one.
const wishMedia = async (w: World) => {
  const cardId = (await w.cards())[0]!;
  const m = await getDb().cardMedia.create({
    data: {
      cardId,
      kind: "image",
      srcKey: `collections/${await w.collection()}/cards/x/media.png`,
      size: 1,
      srcSize: 1,
      status: "ready",
      progress: 100,
    },
  });
  return { cardId, mediaId: m.id };
};
rest("GET /api/public/cards/:cardId", PUBLIC, async (w) => ({
  method: "GET",
  path: `/api/public/cards/${(await w.cards())[0]}`,
}));
rest("POST /api/public/cards/:cardId/media", PUBLIC, async (w) => ({
  method: "POST",
  path: `/api/public/cards/${(await w.cards())[0]}/media`,
  form: png,
}));
rest("GET /api/public/cards/:cardId/media/:id", PUBLIC, async (w) => {
  const { cardId, mediaId } = await wishMedia(w);
  return { method: "GET", path: `/api/public/cards/${cardId}/media/${mediaId}` };
});
rest("POST /api/public/cards/:cardId/wish", PUBLIC, async (w) => ({
  method: "POST",
  path: `/api/public/cards/${(await w.cards())[0]}/wish`,
  json: { text: "Happy birthday" },
}));
rest("POST /api/cards/:id/cards/:cardId/reset", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/cards/${(await w.cards())[0]}/reset`,
}));
trpc("cards.publicCard", PUBLIC, async (w) => ({ cardId: (await w.cards())[0] }), false);
trpc("cards.wishMediaStatus", PUBLIC, wishMedia, false);
trpc("cards.saveWish", PUBLIC, async (w) => ({ cardId: (await w.cards())[0], text: "Happy birthday" }), true);
trpc("cards.resetCard", OWN, async (w) => ({ collectionId: await w.collection(), cardId: (await w.cards())[0] }), true);
for (const key of [
  "REST POST /api/public/cards/:cardId/media",
  "REST POST /api/public/cards/:cardId/wish",
  "TRPC cards.saveWish",
])
  rows[key]!.recordsForOwner = true;

// Print exports
trpc(
  "print.start",
  OWN,
  async (w) => ({
    collectionId: await w.collection(),
    cardIds: await w.cards(),
    cut: { ...A4_CUT, template: "csv", cutLineStyle: "none" },
  }),
  true,
);
trpc("print.get", OWN, async (w) => ({ exportId: await w.printExport() }), false);
trpc("print.list", OWN, async (w) => ({ collectionId: await w.collection() }), false);
special("GET /api/print-exports/:id/download", { ...OWN, owner: 409, admin: 409 }, async (w) => ({
  method: "GET",
  path: `/api/print-exports/${await w.printExport()}/download`,
}));
// Retrying an export that has not failed is a conflict; the success path is in job-states.test.ts.
trpc("print.retry", { ...OWN, owner: 409, admin: 409 }, async (w) => ({ exportId: await w.printExport() }), true);
rest("POST /api/print-exports/:id/retry", { ...OWN, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/print-exports/${await w.printExport()}/retry`,
}));

export const cardRows = rows;
