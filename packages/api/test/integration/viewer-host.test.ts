// The viewer on its own host (AR_VIEWER_URL ≠ APP_URL): a request that arrives there reaches only
// the viewer's public doors, whatever session it carries, and the console's cookie speaks only for
// the console's own pages — a fetch from the viewer's origin to the console with that cookie is
// refused. Here the console is http://127.0.0.1:{port} and the viewer http://localhost:{port}: the
// same server, two hosts (a browser keeps their cookies apart, ports aside).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetServerEnv, setEnvVar } from "@ar/config";
import { createSession } from "@ar/core";
import { createUser, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let viewer: string;
let cookie: string;
let token: string;
beforeAll(async () => {
  api = await startApiServer();
  viewer = api.url.replace("127.0.0.1", "localhost");
  setEnvVar("AR_VIEWER_URL", viewer);
  const { user } = await createUser();
  token = (await createSession({ userId: user.id })).token;
  cookie = `ar_session=${token}`;
});
afterAll(async () => {
  delete process.env.AR_VIEWER_URL;
  resetServerEnv();
  await api.close();
});

const get = (base: string, p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });
/** A status by node:http: fetch() always sends Sec-Fetch-Mode: cors, a navigation cannot be written with it. */
const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) =>
    http.get(url, { headers }, (res) => resolve(res.resume().statusCode ?? 0)).on("error", reject),
  );
const errorOf = async (res: Response) =>
  [res.status, ((await res.json()) as { error: { code: string; message: string } }).error] as const;

describe("the viewer's own host", () => {
  it("answers no signed-in door, with the console's cookie or a token", async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    for (const [method, p] of [
      ["GET", "/api/account"],
      ["GET", `/api/trpc/account.get?input=${input}`],
      ["POST", "/api/trpc/account.logout"],
      ["GET", "/api/ar-projects"],
      ["GET", "/api/files/projects/1/x.png"],
    ] as const) {
      for (const auth of [{ cookie }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const res = await fetch(`${viewer}${p}`, {
          method,
          headers: { ...auth, origin: viewer, "content-type": "application/json" },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        expect([p, ...(await errorOf(res))]).toEqual([p, 404, { code: "NOT_FOUND", message: "No such API path" }]);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    }
    // The same requests on the console's host are answered.
    expect((await get(api.url, "/api/account", { cookie })).status).toBe(200);
  });

  it("serves the viewer's public doors: published reads, card reads and events, health", async () => {
    const project = await get(viewer, "/api/public/projects/999999", { cookie });
    expect((await errorOf(project))[1].message).not.toBe("No such API path");
    const card = await fetch(`${viewer}/api/public/cards/nosuchcard123/view`, {
      method: "POST",
      headers: { origin: viewer },
    });
    expect((await errorOf(card))[1].message).not.toBe("No such API path");
    expect((await get(viewer, "/api/health")).status).toBe(200);
  });
});

describe("the console's cookie from another origin", () => {
  it("a request from the viewer's origin with the console's cookie is refused; the console's own is not", async () => {
    const fromViewer = await get(api.url, "/api/account", { cookie, origin: viewer, "sec-fetch-site": "same-site" });
    expect([fromViewer.status, fromViewer.headers.get("set-cookie")]).toEqual([401, null]);
    const trpc = await get(api.url, "/api/trpc/account.get", { cookie, origin: viewer });
    expect(trpc.status).toBe(401);
    // An <img> or a no-cors fetch from the viewer's page carries no Origin: Fetch Metadata says same-site.
    const noCors = await get(api.url, "/api/account", {
      cookie,
      "sec-fetch-site": "same-site",
      "sec-fetch-mode": "no-cors",
    });
    expect(noCors.status).toBe(401);

    for (const own of [
      {},
      { origin: api.url, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" },
      // A link followed from the viewer to the console is a navigation: the console opens signed in.
      { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" },
    ] as Record<string, string>[])
      expect(await statusOf(`${api.url}/api/account`, { cookie, ...own }), JSON.stringify(own)).toBe(200);
  });

  it("one machine (AR_VIEWER_URL unset): both names reach the console, signed in", async () => {
    delete process.env.AR_VIEWER_URL;
    resetServerEnv();
    setEnvVar("APP_URL", api.url);
    try {
      expect((await get(viewer, "/api/account", { cookie })).status).toBe(200);
    } finally {
      setEnvVar("AR_VIEWER_URL", viewer);
    }
  });
});
