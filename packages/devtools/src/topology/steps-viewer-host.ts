// The viewer on its own host (AR_VIEWER_URL ≠ APP_URL, as docker/compose.yaml runs it): through
// the load balancer, the viewer's host serves the viewer and its public doors only; the console's
// cookie is host-only; a request from the viewer's origin carrying that cookie is refused, on the
// viewer's host and on the console's; the console sends viewer pages to the viewer's host.
import assert from "node:assert/strict";
import { createUser } from "../testing/helpers/factories";
import { json, step, via } from "./harness";
import type { Run } from "./stack";

export async function viewerHostSteps({ t }: Run): Promise<void> {
  const consoleUrl = t.proxy.url;
  const viewer = t.viewerUrl;
  const viewerOrigin = new URL(viewer).origin;
  let cookie = "";

  await step("the console's session cookie is host-only (no Domain): the viewer's host never gets it", async () => {
    const { user, password } = await createUser();
    const login = await via(consoleUrl, "/api/account/login", {
      method: "POST",
      body: JSON.stringify({ email: user.email, password }),
      headers: { origin: consoleUrl },
    });
    assert.equal(login.status, 200);
    const set = login.headers.getSetCookie().find((c) => c.startsWith("ar_session=") && !c.startsWith("ar_session=;"));
    assert.ok(set, "no session cookie was set");
    assert.doesNotMatch(set, /;\s*domain=/i);
    cookie = set.split(";")[0]!;
    return set.replace(/=[a-z2-7]{32}/, "=…");
  });

  await step("a request from the viewer's origin with the console's cookie is refused", async () => {
    assert.ok(cookie, "no cookie from the previous step");
    // On the viewer's host: the signed-in doors and the console's screens do not exist.
    for (const p of ["/api/account", "/api/trpc/account.get", "/api/ar-projects", "/"]) {
      const r = await via(viewer, p, { headers: { cookie, origin: viewerOrigin } });
      assert.equal(r.status, 404, `${viewer}${p} answered ${r.status}`);
      assert.equal(r.headers.get("set-cookie"), null);
    }
    // On the console's host, sent by a page of the viewer's origin: the cookie is not read.
    const read = await via(consoleUrl, "/api/account", {
      headers: { cookie, origin: viewerOrigin, "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" },
    });
    assert.equal(read.status, 401, `GET /api/account from the viewer's origin answered ${read.status}`);
    const write = await via(consoleUrl, "/api/trpc/account.logout", {
      method: "POST",
      body: "{}",
      headers: { cookie, origin: viewerOrigin },
    });
    assert.equal(write.status, 403, `logout from the viewer's origin answered ${write.status}`);
    // The same cookie from the console's own page still works (so the refusals above were the origin's).
    const own = await json(await via(consoleUrl, "/api/account", { headers: { cookie, origin: consoleUrl } }));
    assert.equal(own.status, 200);
    return "viewer host 404 ×4, console 401 (read) and 403 (write) from the viewer's origin, 200 from its own";
  });

  await step(
    "the viewer's host serves the viewer and its public doors; the console sends viewer pages there",
    async () => {
      const health = await via(viewer, "/api/health");
      assert.equal(health.status, 200);
      const doc = await json(await via(viewer, "/api/public/projects/999999999"));
      assert.equal(doc.status, 404);
      assert.notEqual(doc.body?.error?.message, "No such API path", "the public read is not served on the viewer host");
      // An unknown card: the viewer's own page, with 404 (a real one answers 200).
      const card = await via(viewer, "/w/abcd2345efgh6789");
      assert.equal(card.status, 404, `the unknown card's page on the viewer host answered ${card.status}`);
      assert.match(await card.text(), /name="ar-route" content="card:abcd2345efgh6789"/);
      assert.match(card.headers.get("permissions-policy") ?? "", /camera=\(self\)/);
      const moved = await via(consoleUrl, "/w/abcd2345efgh6789", { redirect: "manual" });
      assert.equal(moved.status, 308);
      assert.equal(moved.headers.get("location"), `${viewerOrigin}/w/abcd2345efgh6789`);
      return `${viewerOrigin} ← ${new URL(consoleUrl).origin}/w/…`;
    },
  );
}
