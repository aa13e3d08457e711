// Every state-changing REST path and every tRPC mutation, read from the route table and the router
// (so a new one is covered without a row here), refuses a browser's cross-site request: with the
// victim's session cookie (classic CSRF) and without one (login CSRF: signing the victim in as
// someone else). Only the declared cross-site tier (the card viewer's anonymous events) answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@ar/core";
import { appRouter, restRoutes } from "@ar/api";
import { createUser, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let cookie: string;
beforeAll(async () => {
  api = await startApiServer();
  const { user } = await createUser();
  cookie = `ar_session=${(await createSession({ userId: user.id })).token}`;
});
afterAll(() => api.close());

/** crossSiteProcedure (packages/api/src/trpc/init.ts) and the REST paths that call it. */
const CROSS_SITE_ALLOWED = new Set([
  "TRPC cards.recordEvent",
  "REST POST /api/public/cards/:cardId/view",
  "REST POST /api/public/cards/:cardId/use",
  // The card viewer's wish (issue 20): anonymous, guarded by the card id, the wish token and per-client limits.
  "TRPC cards.saveWish",
  "REST POST /api/public/cards/:cardId/wish",
  "REST POST /api/public/cards/:cardId/media",
]);

type Target = { name: string; method: string; path: string; multipart: boolean };

const targets: Target[] = [
  ...restRoutes
    .filter((r) => r.method !== "GET")
    .map((r) => ({
      name: `REST ${r.method} ${r.path}`,
      method: r.method,
      path: r.path.replace(/:\w+/g, "1"),
      multipart: r.input === "multipart",
    })),
  ...Object.entries(appRouter._def.procedures)
    .filter(([, p]) => (p as unknown as { _def: { type: string } })._def.type === "mutation")
    .map(([name]) => ({ name: `TRPC ${name}`, method: "POST", path: `/api/trpc/${name}`, multipart: false })),
];

const attempts = [
  { name: "with the session cookie, from another origin", headers: () => ({ cookie, origin: "https://evil.example" }) },
  { name: "without a cookie, marked cross-site", headers: () => ({ "sec-fetch-site": "cross-site" }) },
];

describe("cross-site state-changing requests are refused on every door", () => {
  it("the table is not empty and the allowed list names real endpoints", () => {
    expect(targets.length).toBeGreaterThan(40);
    for (const name of CROSS_SITE_ALLOWED) expect(targets.map((t) => t.name)).toContain(name);
  });

  for (const attempt of attempts) {
    it(attempt.name, async () => {
      const wrong: string[] = [];
      for (const t of targets) {
        const res = await fetch(`${api.url}${t.path}`, {
          method: t.method,
          headers: { ...attempt.headers(), "content-type": "application/json" },
          body: "{}",
        });
        const text = await res.text();
        const refused = res.status === 403 && text.includes("Cross-site request refused");
        // An upload without a session is refused as unauthenticated before anything is read.
        const unauthenticated = t.multipart && !("cookie" in attempt.headers()) && res.status === 401;
        if (CROSS_SITE_ALLOWED.has(t.name) ? refused : !(refused || unauthenticated))
          wrong.push(`${t.name} → ${res.status} ${text.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
