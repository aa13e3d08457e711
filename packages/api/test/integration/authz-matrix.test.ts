// The authorization matrix: every REST path, every tRPC procedure and every special endpoint the
// app exposes, called as anonymous, the owner of the data, another user, a user the AR project is
// shared with, and an admin. The list of endpoints is read from the router and the route tables,
// so an endpoint added without a row here fails the first test.
//
// For each call it asserts the expected status, that no response to someone who may not see the
// owner's data contains any of it (each owned thing carries a secret marker in its name), and that
// a refused call changed nothing of the owner's (a hash over the owner's rows and stored files).
// Its second dimension is entitlements: every row that needs a feature is refused (403
// FEATURE_REQUIRED, nothing changed) to the owner and to an admin lacking that feature only, and
// answers as usual when that feature is all they have.
//
// The rows are in authz-rows-*.ts and run in authz-matrix-{account,cards,projects,admin-packs}.test.ts
// (one server each, so the four run side by side); this file checks that they cover every endpoint
// and the calls no row makes.
import { describe, expect, it } from "vitest";
import { createSession } from "@ar/core";
import { appRouter, restRoutes, specialRoutes } from "@ar/api";
import { createUser } from "@ar/devtools/testing";
import { allRows, FEATURE_OF } from "./authz-matrix-features";
import { actors, send, trpcMutation, trpcQuery, useAuthzServer } from "./authz-matrix-harness";

const api = useAuthzServer();
const rows = allRows;

describe("authorization matrix", () => {
  it("has a row for every REST path, tRPC procedure and special endpoint", () => {
    const exposed = [
      ...restRoutes.map((r) => `REST ${r.method} ${r.path}`),
      ...Object.keys(appRouter._def.procedures).map((p) => `TRPC ${p}`),
      ...specialRoutes.map((r) => `SPECIAL ${r.method} ${r.path}`),
    ].sort();
    expect(Object.keys(rows).sort()).toEqual(exposed);
  });

  it("a procedure called with the wrong HTTP method answers 405 with the documented body, never 500", async () => {
    const wrong = await send("owner", trpcQuery("cards.create", {}));
    expect([wrong.status, JSON.parse(wrong.text).error.data.error.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
    const rest = await send("owner", { method: "DELETE", path: "/api/cards" });
    expect([rest.status, JSON.parse(rest.text).error.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
    const notJson = await fetch(`${api.url}/api/trpc/cards.create`, {
      method: "POST",
      headers: { authorization: `Bearer ${actors.owner.token}`, "content-type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
  });

  it("TRPC account.logout revokes only the caller's own session", async () => {
    const extra = await createUser();
    const { token } = await createSession({ userId: extra.user.id });
    const res = await fetch(`${api.url}/api/trpc/account.logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect((await fetch(`${api.url}/api/account`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    for (const who of ["owner", "stranger", "shared", "admin"] as const) {
      expect((await send(who, { method: "GET", path: "/api/account" })).status).toBe(200);
    }
    expect((await send("anon", trpcMutation("account.logout"))).status).toBe(401);
  });
});

describe("entitlements: a row that needs a feature refuses the accounts without it", () => {
  it("the procedures and upload routes declare the features listed here (projects: their type's, checked in core)", () => {
    for (const [name, procedure] of Object.entries(appRouter._def.procedures)) {
      if (name.startsWith("projects.")) continue;
      expect((procedure as unknown as { _def: { meta?: { feature?: string } } })._def.meta?.feature, name).toBe(
        FEATURE_OF[`TRPC ${name}`],
      );
    }
    for (const route of restRoutes.filter((r) => r.input === "multipart" && !r.path.startsWith("/api/ar-projects/"))) {
      expect("feature" in route ? route.feature : undefined, route.path).toBe(
        FEATURE_OF[`REST ${route.method} ${route.path}`],
      );
    }
  });
});
