// The collection's fixed gift link (data.presentUrl), which the card viewer shows as a link: only
// http(s) links are saved (by the wish's own gift-link check), naming the field and changing
// nothing; a link saved before the check (javascript:, intent://) is not shown by the viewer.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, signIn, useApiServer } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-gift-link-" });
const { getCard } = cardDoors(api);

const HOSTILE = [
  "javascript:alert(document.cookie)",
  " JavaScript:alert(1)",
  "intent://scan/#Intent;scheme=zxing;package=com.example;end",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "https://",
  "shop.example/gift",
  `https://shop.example/${"x".repeat(2100)}`,
];

const fixed = (presentUrl: unknown) => ({ data: { present: "fixed", presentUrl } });

describe("the fixed gift link", () => {
  it("is refused unless it is an http(s) link, on create and on update, naming the field and changing nothing", async () => {
    const { token } = await signIn(api.url);
    const collections = await getDb().cardCollection.count();
    for (const link of HOSTILE) {
      const created = await call(api.url, "POST", "/api/cards", { token, body: fixed(link) });
      expect(created.status, link).toBe(400);
      expect(created.body.error.fields, link).toEqual({ "data.presentUrl": "invalid" });
    }
    expect(await getDb().cardCollection.count()).toBe(collections);

    const made = await call(api.url, "POST", "/api/cards", { token, body: fixed("https://shop.example/gift") });
    expect(made.status).toBe(200);
    const id = made.body.id as number;
    for (const link of HOSTILE) {
      const updated = await call(api.url, "POST", `/api/cards/${id}`, { token, body: fixed(link) });
      expect(updated.status, link).toBe(400);
      expect(updated.body.error.fields, link).toEqual({ "data.presentUrl": "invalid" });
    }
    const row = await getDb().cardCollection.findUniqueOrThrow({ where: { id } });
    expect((row.data as { presentUrl?: string }).presentUrl).toBe("https://shop.example/gift");

    // What the console saves: an http(s) link, or empty (no gift), or null from older rows.
    for (const ok of ["http://shop.example/a?b=1#c", "", null]) {
      const updated = await call(api.url, "POST", `/api/cards/${id}`, { token, body: fixed(ok) });
      expect(updated.status, String(ok)).toBe(200);
    }
  });

  it("saved before the check, a hostile link is not shown by the viewer; an http(s) one is", async () => {
    for (const link of ["javascript:alert(1)", "intent://x#Intent;end", "data:text/html,x"]) {
      const { cardIds } = await cardsWithPacks({ cards: 1, gift: { present: "fixed", presentUrl: link } });
      const card = await getCard(cardIds[0]!);
      expect(card.status, link).toBe(200);
      expect(card.body.gift, link).toEqual({ mode: "none", link: null });
    }
    const { cardIds } = await cardsWithPacks({
      cards: 1,
      gift: { present: "fixed", presentUrl: " https://shop.example/gift " },
    });
    expect((await getCard(cardIds[0]!)).body.gift).toEqual({ mode: "fixed", link: "https://shop.example/gift" });
  });
});
