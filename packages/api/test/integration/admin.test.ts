import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, createUser, startApiServer, type ApiServer, signIn } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

const ADMIN_PATHS = [
  ["GET", "/api/admin/accounts", undefined],
  ["POST", "/api/admin/accounts", { name: "x", email: "x@example.com", password: "12345678" }],
  ["POST", "/api/admin/accounts/1", { name: "x", email: "x@example.com" }],
  ["DELETE", "/api/admin/accounts/1", undefined],
  ["GET", "/api/admin/payments", undefined],
  ["POST", "/api/admin/paymnets/1/pay", undefined],
] as const;

describe("admin authorization", () => {
  it("every admin path is 401 without a session and 403 for a non-admin", async () => {
    const user = await signIn(api.url);
    for (const [method, path, body] of ADMIN_PATHS) {
      expect((await call(api.url, method, path, { body })).status, `${method} ${path}`).toBe(401);
      const res = await call(api.url, method, path, { body, token: user.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
  });
});

describe("accounts", () => {
  it("search is a case-insensitive prefix match on the words of name and e-mail", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const tag = Math.random().toString(36).slice(2, 8);
    const ivan = await createUser({ name: `Ivan Petrov ${tag}`, email: `ip${tag}@corp${tag}.com` });
    const ab = await createUser({ name: `Anna ${tag}`, email: `a.b${tag}@example${tag}.com` });
    const ids = async (search: string) =>
      (
        await call(api.url, "GET", `/api/admin/accounts?search=${encodeURIComponent(search)}`, { token: admin.token })
      ).body.data.map((u: { id: number }) => u.id);
    expect(await ids("iva")).toContain(ivan.user.id);
    expect(await ids("PETR")).toContain(ivan.user.id);
    expect(await ids(`petr ${tag}`)).toEqual([ivan.user.id]);
    expect(await ids(`example${tag}`)).toEqual([ab.user.id]);
    expect(await ids(`b${tag}`)).toEqual([ab.user.id]);
    expect(await ids(`van ${tag}`)).toEqual([]); // "van" starts no word
    expect(await ids(`anna ${tag}`)).toEqual([ab.user.id]);
  });

  it("rows carry createdCards and filledCards", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const tag = Math.random().toString(36).slice(2, 8);
    const { user } = await createUser({ name: `Counter ${tag}` });
    const c = await getDb().cardCollection.create({ data: { userId: user.id } });
    await getDb().card.createMany({
      data: [
        { id: `k1${tag}aaaaaaaaaa`, collectionId: c.id, filledAt: new Date() },
        { id: `k2${tag}aaaaaaaaaa`, collectionId: c.id },
        { id: `k3${tag}aaaaaaaaaa`, collectionId: c.id, isTest: true },
      ],
    });
    const row = (await call(api.url, "GET", `/api/admin/accounts?search=counter ${tag}`, { token: admin.token })).body
      .data[0];
    expect(row).toMatchObject({ id: user.id, createdCards: 2, filledCards: 1 });
  });

  it("create validates the form: cardsBalance integer ≥ 0 ('Wrong value'), empty customDomain is null, duplicate e-mail 409", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const bad = await call(api.url, "POST", "/api/admin/accounts", {
      token: admin.token,
      body: { name: "", email: "nope", password: "123", cardsBalance: "-1", features: ["teleport"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: "required",
      email: "email",
      password: "min_length",
      cardsBalance: "wrong_value",
      "features.0": "invalid",
    });
    expect(
      (
        await call(api.url, "POST", "/api/admin/accounts", {
          token: admin.token,
          body: { name: "A", email: `f${Date.now()}@example.com`, password: "12345678", cardsBalance: "1.5" },
        })
      ).body.error.fields,
    ).toEqual({ cardsBalance: "wrong_value" });
    const email = `new-${Date.now()}@example.com`;
    const ok = await call(api.url, "POST", "/api/admin/accounts", {
      token: admin.token,
      body: {
        name: "New",
        email,
        password: "12345678",
        cardsBalance: "7",
        customDomain: "",
        features: ["ar-qr", "wishes"],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email, cardsBalance: 7, customDomain: null, features: ["ar-qr", "wishes"] });
    // The new user can sign in at once.
    expect((await call(api.url, "POST", "/api/account/login", { body: { email, password: "12345678" } })).status).toBe(
      200,
    );
    const dup = await call(api.url, "POST", "/api/admin/accounts", {
      token: admin.token,
      body: { name: "Dup", email, password: "12345678" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ email: "taken" });
  });

  it("edit: an empty or asterisk password is not changed; a new one revokes the user's sessions; all is audited without passwords", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const target = await signIn(api.url);
    const form = {
      name: "Renamed",
      email: target.user.email,
      cardsBalance: 3,
      customDomain: "Cards.Example.com",
      features: ["code"],
    };
    const kept = await call(api.url, "POST", `/api/admin/accounts/${target.user.id}`, {
      token: admin.token,
      body: { ...form, password: "********" },
    });
    expect(kept.body).toMatchObject({
      name: "Renamed",
      cardsBalance: 3,
      customDomain: "cards.example.com",
      features: ["code"],
    });
    expect((await call(api.url, "GET", "/api/account", { token: target.token })).status).toBe(200);
    expect(
      (
        await call(api.url, "POST", "/api/account/login", {
          body: { email: target.user.email, password: target.password },
        })
      ).status,
    ).toBe(200);

    await call(api.url, "POST", `/api/admin/accounts/${target.user.id}`, {
      token: admin.token,
      body: { ...form, password: "a-new-password" },
    });
    expect((await call(api.url, "GET", "/api/account", { token: target.token })).status).toBe(401);
    expect(
      (
        await call(api.url, "POST", "/api/account/login", {
          body: { email: target.user.email, password: "a-new-password" },
        })
      ).status,
    ).toBe(200);

    const log = await getDb().auditLog.findMany({
      where: { targetType: "User", targetId: target.user.id },
      orderBy: { id: "asc" },
    });
    expect(log.map((l) => l.action)).toEqual(["account.update", "account.update"]);
    expect(log[0]!.changes).toMatchObject({ name: { from: "Test User", to: "Renamed" } });
    expect(log[1]!.changes).toEqual({ password: "changed" });
    expect(JSON.stringify(log)).not.toContain("a-new-password");
    expect(log[0]!.actorEmail).toBe(admin.user.email);
  });

  it("an admin cannot delete or demote themself; deleting another works and is audited", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    expect((await call(api.url, "DELETE", `/api/admin/accounts/${admin.user.id}`, { token: admin.token })).status).toBe(
      400,
    );
    const demote = await call(api.url, "POST", `/api/admin/accounts/${admin.user.id}`, {
      token: admin.token,
      body: { name: "A", email: admin.user.email, isAdmin: false },
    });
    expect(demote.status).toBe(400);
    const victim = await createUser();
    expect(
      (await call(api.url, "DELETE", `/api/admin/accounts/${victim.user.id}`, { token: admin.token })).body,
    ).toEqual({ deleted: true });
    expect(await getDb().user.findUnique({ where: { id: victim.user.id } })).toBeNull();
    expect(await getDb().auditLog.count({ where: { action: "account.delete", targetId: victim.user.id } })).toBe(1);
    expect(
      (await call(api.url, "DELETE", `/api/admin/accounts/${victim.user.id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it("the search uses the trigram index (query plan) with 100,000 users", async () => {
    const db = getDb();
    await db.$executeRaw`INSERT INTO "User" (name, email, "updatedAt") SELECT 'Bulk User ' || g, 'bulk' || g || '@load.example', now() FROM generate_series(1, 100000) g`;
    await db.$executeRaw`ANALYZE "User"`;
    const plan = await db.$queryRaw<
      { "QUERY PLAN": string }[]
    >`EXPLAIN SELECT id FROM "User" u WHERE lower(u."name" || ' ' || u."email") ~ '(^|[^[:alnum:]])petrov'`;
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("User_search_trgm_idx");
    const admin = await signIn(api.url, { isAdmin: true });
    const started = Date.now();
    const res = await call(api.url, "GET", "/api/admin/accounts?search=bulk99999", { token: admin.token });
    expect(res.body.data.map((u: { email: string }) => u.email)).toEqual(["bulk99999@load.example"]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("payments", () => {
  async function payment(status: string, withOrder = false) {
    const { user } = await createUser();
    let orderId: number | null = null;
    if (withOrder) {
      const c = await getDb().cardCollection.create({ data: { userId: user.id } });
      orderId = (
        await getDb().order.create({ data: { collectionId: c.id, userId: user.id, count: 4, amountKopecks: 123400 } })
      ).id;
    }
    return getDb().payment.create({
      data: { userId: user.id, amountKopecks: 123400, count: 4, description: "4 cards", status, orderId },
    });
  }

  it("paged list with a successful-only option", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const ok = await payment("success");
    await payment("pending");
    await payment("canceled");
    const all = await call(api.url, "GET", "/api/admin/payments?page=1", { token: admin.token });
    expect(all.body.pageCount).toBeGreaterThanOrEqual(1);
    expect(all.body.data[0]).toMatchObject({ amount: 1234, description: "4 cards" });
    const only = await call(api.url, "GET", "/api/admin/payments?page=1&onlySuccess=true", { token: admin.token });
    expect(only.body.data.every((p: { status: string }) => p.status === "success")).toBe(true);
    expect(only.body.data.map((p: { id: number }) => p.id)).toContain(ok.id);
    expect((await call(api.url, "GET", "/api/admin/payments?page=0", { token: admin.token })).status).toBe(400);
  });

  it("mark paid: pending only (409 otherwise), the order becomes paid and gets its cards once", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const p = await payment("pending", true);
    const res = await call(api.url, "POST", `/api/admin/paymnets/${p.id}/pay`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: p.id, status: "success" });
    const order = await getDb().order.findUniqueOrThrow({ where: { id: p.orderId! } });
    expect(order.status).toBe("paid");
    expect(await getDb().card.count({ where: { orderId: order.id } })).toBe(4);
    const again = await call(api.url, "POST", `/api/admin/paymnets/${p.id}/pay`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(await getDb().card.count({ where: { orderId: order.id } })).toBe(4);
    const failed = await payment("canceled");
    expect((await call(api.url, "POST", `/api/admin/paymnets/${failed.id}/pay`, { token: admin.token })).status).toBe(
      409,
    );
    expect((await call(api.url, "POST", "/api/admin/paymnets/999999/pay", { token: admin.token })).status).toBe(404);
    expect(await getDb().auditLog.count({ where: { action: "payment.markPaid", targetId: p.id } })).toBe(1);
  });

  it("two concurrent mark-paid requests: one succeeds, one card batch", async () => {
    const admin = await signIn(api.url, { isAdmin: true });
    const p = await payment("pending", true);
    const results = await Promise.all(
      [1, 2].map(() => call(api.url, "POST", `/api/admin/paymnets/${p.id}/pay`, { token: admin.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().card.count({ where: { orderId: p.orderId! } })).toBe(4);
  });
});
