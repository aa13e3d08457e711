// After logout the browser's Back button must not show the previous user's page: documents and
// loader data answered to a signed-in browser are `Cache-Control: no-store` (entry.server.tsx);
// the built assets keep their long caching.
import { expect, test } from "@playwright/test";
import { createSessionToken, createUser } from "../fixtures/db";

test("signed-in documents and loader data are no-store; static assets stay cacheable", async ({ request }) => {
  const user = await createUser({ features: ["ar-qr"] });
  const cookie = `ar_session=${await createSessionToken(user.id)}`;
  for (const path of ["/", "/ar-qr", "/cards-v2", "/_root.data", "/ar-qr.data"]) {
    const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    expect([res.status(), res.headers()["cache-control"]], path).toEqual([200, "no-store"]);
  }
  const page = await (await request.get("/", { headers: { cookie } })).text();
  const asset = /\/assets\/[^"']+\.js/.exec(page)![0];
  expect((await request.get(asset)).headers()["cache-control"]).toMatch(/immutable/);
});
