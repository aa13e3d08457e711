// A collection saves only a domain the wizard's selector offers (issue 23, docs/decisions/0040):
// the configured default, CARD_SECOND_DOMAIN and the owner's custom domain. Anything else is a
// 400 naming `data.domain` on both doors (REST and tRPC), and nothing is written.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, createUser, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({
  dataDirPrefix: "ar-card-domains-",
  env: { CARD_V2_BASE_URL: "https://cards.example/v2", CARD_SECOND_DOMAIN: "cards2.example.net" },
});

async function signedIn(opts: { isAdmin?: boolean; customDomain?: string } = {}) {
  const { user, password } = await createUser(opts);
  if (opts.customDomain)
    await getDb().user.update({ where: { id: user.id }, data: { customDomain: opts.customDomain } });
  const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
    .token as string;
  return { user, token };
}

type Res = { status: number; body: any };
/** The error body either door answers: REST's `error`, tRPC's `error.data.error`. */
const errorOf = (res: Res) => res.body.error.data?.error ?? res.body.error;
const refusal = { code: "BAD_REQUEST", fields: { "data.domain": "not_offered" } };

const doors = {
  create: (token: string, data: unknown, door: "rest" | "trpc") =>
    door === "rest"
      ? call(api.url, "POST", "/api/cards", { token, body: { data } })
      : call(api.url, "POST", "/api/trpc/cards.create", { token, body: { data } }),
  update: (token: string, id: number, data: unknown, door: "rest" | "trpc") =>
    door === "rest"
      ? call(api.url, "POST", `/api/cards/${id}`, { token, body: { data } })
      : call(api.url, "POST", "/api/trpc/cards.update", { token, body: { collectionId: id, data } }),
};
const idOf = (res: Res) => (res.body.id ?? res.body.result.data.id) as number;
const savedDomain = async (id: number) =>
  ((await getDb().cardCollection.findUniqueOrThrow({ where: { id } })).data as { domain?: unknown }).domain;

describe("the cards' domain is one the selector offers", () => {
  for (const door of ["rest", "trpc"] as const) {
    it(`${door}: the default, the second and the own custom domain are saved; any other is refused, nothing written`, async () => {
      const u = await signedIn({ customDomain: "Ar.MyBrand.RU" });
      const before = await getDb().cardCollection.count({ where: { userId: u.user.id } });
      const bad = await doors.create(u.token, { domain: "evil.example.org" }, door);
      expect(bad.status).toBe(400);
      expect(errorOf(bad)).toMatchObject(refusal);
      expect(errorOf(bad).message).toMatch(/domain/i);
      expect(await getDb().cardCollection.count({ where: { userId: u.user.id } })).toBe(before);

      const created = await doors.create(u.token, { domain: "cards2.example.net" }, door);
      expect(created.status).toBe(200);
      const id = idOf(created);
      for (const domain of ["cards.example", "ar.mybrand.ru", null, "cards2.example.net"]) {
        const res = await doors.update(u.token, id, { domain }, door);
        expect(res.status, String(domain)).toBe(200);
        expect(await savedDomain(id)).toBe(domain);
      }
      // Another person's custom domain, or a look-alike of a configured one, is not offered.
      for (const domain of ["mybrand.ru", "cards.example.evil.org", "x.cards2.example.net"]) {
        const res = await doors.update(u.token, id, { domain, present: "none" }, door);
        expect([res.status, errorOf(res)], domain).toMatchObject([400, refusal]);
      }
      expect(await getDb().cardCollection.findUniqueOrThrow({ where: { id } })).toMatchObject({
        data: { domain: "cards2.example.net" },
      });
    });
  }

  it("a saved domain no longer offered (the custom domain was removed) is kept on re-save, not chosen anew", async () => {
    const u = await signedIn({ customDomain: "old.mybrand.ru" });
    const created = await doors.create(u.token, { domain: "old.mybrand.ru" }, "rest");
    expect(created.status).toBe(200);
    const id = idOf(created);
    await getDb().user.update({ where: { id: u.user.id }, data: { customDomain: null } });
    expect((await doors.update(u.token, id, { domain: "old.mybrand.ru", present: "none" }, "rest")).status).toBe(200);
    // A new collection cannot choose it any more.
    expect(errorOf(await doors.create(u.token, { domain: "old.mybrand.ru" }, "trpc"))).toMatchObject(refusal);
    // Its duplicate drops it (the copy must be savable as it is).
    const copy = await call(api.url, "POST", "/api/trpc/cards.duplicate", {
      token: u.token,
      body: { collectionId: id },
    });
    expect(copy.status).toBe(200);
    expect(copy.body.result.data.data).not.toHaveProperty("domain");
  });

  it("an administrator saving a creator's collection may choose the creator's custom domain, not their own", async () => {
    const owner = await signedIn({ customDomain: "owner.example.org" });
    const admin = await signedIn({ isAdmin: true, customDomain: "admin.example.org" });
    const id = idOf(await doors.create(owner.token, {}, "rest"));
    expect(errorOf(await doors.update(admin.token, id, { domain: "admin.example.org" }, "rest"))).toMatchObject(
      refusal,
    );
    expect((await doors.update(admin.token, id, { domain: "owner.example.org" }, "trpc")).status).toBe(200);
    expect(await savedDomain(id)).toBe("owner.example.org");
  });

  it("GET /api/urls names the configured domains the rule accepts", async () => {
    const u = await signedIn();
    expect((await call(api.url, "GET", "/api/urls", { token: u.token })).body.domains).toEqual({
      default: "cards.example",
      second: "cards2.example.net",
    });
  });
});
