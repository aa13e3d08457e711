// The web server's split by host (viewer-host.server.ts), on a real Express app: on the viewer's
// own host only the viewer's pages, its code frame and the public API go on, and never with the
// Cookie header; console screens, tRPC and the signed-in REST doors are a no-store 404. On the
// console's host the viewer's pages move to the viewer's origin. The viewer is "localhost", the
// console "127.0.0.1": one server, two host names.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerHostGate } from "../../app/server/viewer-host.server";
import { viewerRouter } from "../../app/server/viewer-routes.server";

const { isViewerRequest } = viewerRouter({ buildDir: "/nonexistent", bases: [{ host: null, prefix: "/w" }] });

async function serve(hosts: string[], viewerOrigin: string | null) {
  const app = express();
  app.set("trust proxy", 1);
  app.use(viewerHostGate({ isViewerRequest, hosts: new Set(hosts), viewerOrigin }));
  // What the handlers behind the gate would see.
  app.all("*", (req, res) => res.json({ reached: req.path, cookie: req.headers.cookie ?? null }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  return { server, console: `http://127.0.0.1:${port}`, viewer: `http://localhost:${port}` };
}

let s: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  s = await serve(["localhost"], "https://viewer.example");
});
afterAll(() => s.server.close());

const cookie = "ar_session=abcdefghijklmnopqrstuvwxyz234567";
const send = (url: string, method = "GET", headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { cookie, ...headers }, redirect: "manual" });

describe("requests on the viewer's own host", () => {
  it("console screens, tRPC, signed-in REST and the console's assets are a no-store 404", async () => {
    for (const [method, p] of [
      ["GET", "/"],
      ["GET", "/auth/login"],
      ["GET", "/cards"],
      ["GET", "/assets/entry.client-abc.js"],
      ["GET", "/api/account"],
      ["GET", "/api/trpc/account.get"],
      ["POST", "/api/trpc/account.logout"],
      ["GET", "/api/files/projects/1/a.png"],
      ["POST", "/code-preview"],
    ] as const) {
      const res = await send(`${s.viewer}${p}`, method);
      expect([p, res.status, res.headers.get("cache-control")]).toEqual([p, 404, "no-store"]);
      expect(await res.text()).not.toContain("reached");
    }
  });

  it("the viewer's pages, its code frame and the public doors go on, without the cookie", async () => {
    for (const [method, p] of [
      ["GET", "/12"],
      ["GET", "/clip/7"],
      ["GET", "/w/abcd2345efgh6789"],
      ["GET", "/viewer-assets/assets/boot-1.js"],
      ["GET", "/code-preview?runtime=/viewer-assets/assets/frame.js"],
      ["GET", "/api/public/projects/12"],
      ["HEAD", "/api/public/files/aa.png"],
      ["POST", "/api/public/cards/abcd2345efgh6789/wish"],
      ["GET", "/api/health"],
    ] as const) {
      const res = await send(`${s.viewer}${p}`, method);
      expect([p, res.status]).toEqual([p, 200]);
      if (method !== "HEAD") expect(((await res.json()) as { cookie: string | null }).cookie).toBeNull();
    }
  });

  it("a forwarded host naming the viewer restricts the request as well", async () => {
    const res = await send(`${s.console}/api/account`, "GET", { "x-forwarded-host": "localhost" });
    expect(res.status).toBe(404);
  });
});

describe("requests on the console's host", () => {
  it("keep their cookie; the viewer's pages move to the viewer's origin", async () => {
    const own = await send(`${s.console}/api/account`);
    expect(await own.json()).toEqual({ reached: "/api/account", cookie });
    const page = await send(`${s.console}/w/abcd2345efgh6789?x=1`);
    expect([page.status, page.headers.get("location")]).toEqual([308, "https://viewer.example/w/abcd2345efgh6789?x=1"]);
  });

  it("with no viewer host of its own (one machine), nothing changes", async () => {
    const one = await serve([], null);
    try {
      for (const base of [one.console, one.viewer])
        for (const p of ["/api/account", "/12"])
          expect(await (await send(`${base}${p}`)).json()).toEqual({ reached: p, cookie });
    } finally {
      one.server.close();
    }
  });
});
