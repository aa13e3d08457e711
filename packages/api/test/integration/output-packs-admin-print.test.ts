// Real answers of the pack, admin and print doors match their published schemas (docs/decisions/
// 0042), the JsonText pack lists and the pack item upload included.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  A4_CUT,
  collectionWithCards,
  formData,
  pngFile,
  signIn,
  uniqueEmail,
  upload,
  useApiServer,
} from "@ar/devtools/testing";
import { doorSchema, expectDescribed, expectDoor, expectTrpc } from "./output-helpers";

const api = useApiServer({ dataDirPrefix: "ar-output-packs-" });

describe("pack answers", () => {
  it("packs: created, listed (pre-rendered text), shared, items uploaded and listed, taken and given back", async () => {
    const author = await signIn(api.url);
    const token = author.token;
    const created = await expectDoor(api.url, "POST /api/cards/assets", "/api/cards/assets", {
      token,
      body: { type: "sticker", name: "Stickers" },
    });
    const id = created.body.id as number;
    const item = await upload(
      api.url,
      token,
      `/api/cards/assets/${id}/items`,
      formData({ file: { name: "star.png", data: await pngFile(48) } }),
    );
    expectDescribed(doorSchema("POST /api/cards/assets/:id/items"), item);
    await expectDoor(api.url, "GET /api/cards/assets/:id/items", `/api/cards/assets/${id}/items`, { token });
    await expectDoor(api.url, "POST /api/cards/assets/:id", `/api/cards/assets/${id}`, {
      token,
      body: { name: "Stars", authorName: "Ann" },
    });
    // Making a pack public is an admin's decision.
    const admin = await signIn(api.url, { isAdmin: true });
    await expectDoor(api.url, "POST /api/cards/assets/:id/access", `/api/cards/assets/${id}/access`, {
      token: admin.token,
      body: { access: "public" },
    });
    const mine = await expectDoor(api.url, "GET /api/cards/assets", "/api/cards/assets", { token });
    expect(mine.body.map((p: { id: number }) => p.id)).toEqual([id]);
    const other = await signIn(api.url);
    const listed = await expectDoor(api.url, "GET /api/cards/assets/public", "/api/cards/assets/public?type=sticker", {
      token: other.token,
    });
    expect(listed.body.map((p: { id: number }) => p.id)).toContain(id);
    await expectDoor(api.url, "POST /api/cards/assets/:id/buy", `/api/cards/assets/${id}/buy`, { token: other.token });
    await expectDoor(api.url, "DELETE /api/cards/assets/:id/buy", `/api/cards/assets/${id}/buy`, {
      token: other.token,
    });
    await expectDoor(
      api.url,
      "DELETE /api/cards/assets/:id/items/:itemId",
      `/api/cards/assets/${id}/items/${item.body.id}`,
      { token },
    );
    await expectDoor(api.url, "DELETE /api/cards/assets/:id", `/api/cards/assets/${id}`, { token });
  });
});

describe("admin answers", () => {
  it("accounts, promo codes, payments, packs and the audit log", async () => {
    const { token } = await signIn(api.url, { isAdmin: true });
    const account = await expectDoor(api.url, "POST /api/admin/accounts", "/api/admin/accounts", {
      token,
      body: { name: "Bob", email: uniqueEmail("bob"), password: "password-1", features: ["wishes"], cardsBalance: 2 },
    });
    await expectDoor(api.url, "POST /api/admin/accounts/:id", `/api/admin/accounts/${account.body.id}`, {
      token,
      body: { name: "Bobby", email: account.body.email, cardsBalance: 3 },
    });
    await expectDoor(api.url, "GET /api/admin/accounts", "/api/admin/accounts?search=bob", { token });
    const code = `OUT${randomBytes(3).toString("hex").toUpperCase()}`;
    await expectDoor(api.url, "POST /api/admin/promo-codes", "/api/admin/promo-codes", {
      token,
      body: { code, kind: "percent", percentOff: 10 },
    });
    await expectDoor(api.url, "POST /api/admin/promo-codes/:code", `/api/admin/promo-codes/${code}`, {
      token,
      body: { code, kind: "amount", amountOff: 12.5, usageLimit: 3 },
    });
    const codes = await expectDoor(api.url, "GET /api/admin/promo-codes", "/api/admin/promo-codes", { token });
    expect(codes.body.map((c: { code: string }) => c.code)).toContain(code);
    await expectDoor(api.url, "GET /api/admin/payments", "/api/admin/payments", { token });
    await expectDoor(api.url, "GET /api/admin/packs", "/api/admin/packs", { token });
    const audit = await expectTrpc(api.url, "admin.audit", "query", { targetType: "User" }, token);
    expect(audit.length).toBeGreaterThan(0);
    await expectDoor(api.url, "DELETE /api/admin/accounts/:id", `/api/admin/accounts/${account.body.id}`, { token });
  });
});

describe("print answers", () => {
  it("an export started, read and listed", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 2);
    const started = await expectTrpc(
      api.url,
      "print.start",
      "mutation",
      { collectionId: collection.id, cardIds, cut: A4_CUT },
      token,
    );
    expect(started).toMatchObject({ status: "queued", options: { cut: { template: "A4" } } });
    await expectTrpc(api.url, "print.get", "query", { exportId: started.id }, token);
    const list = await expectTrpc(api.url, "print.list", "query", { collectionId: collection.id }, token);
    expect(list).toHaveLength(1);
  });
});
