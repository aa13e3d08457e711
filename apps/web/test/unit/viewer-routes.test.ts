// The viewer's server routes and headers (issue 20): which paths are viewer pages (projects by
// numeric id, cards under the configured bases), the page template, and the two header sets —
// the camera is allowed on viewer pages only, the console keeps camera=().
import { describe, expect, it } from "vitest";
import { getServerEnv } from "@ar/config";
import { cardBases, matchViewerRoute, viewerPage } from "../../app/server/viewer-routes.server";
import { securityHeaders, viewerSecurityHeaders } from "../../app/server/security-headers.server";

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((p) => p.trim().split(/\s+/))
      .map(([n, ...v]) => [n!, v]),
  );

describe("viewer routes", () => {
  const bases = cardBases({ wishes: "http://localhost:3000/w", wishesV2: "https://cards.example.com" });

  it("derives the card bases from viewerBases(): a path prefix, or a bare host's root", () => {
    expect(bases).toEqual([
      { host: null, prefix: "/w" },
      { host: "cards.example.com", prefix: "" },
    ]);
    expect(cardBases({ wishes: "https://x.example/wishes/", wishesV2: "https://x.example/wishes-v2" })).toEqual([
      { host: null, prefix: "/w" },
      { host: null, prefix: "/wishes" },
      { host: null, prefix: "/wishes-v2" },
    ]);
  });

  it("matches projects, clips and cards; leaves the console's paths alone", () => {
    expect(matchViewerRoute("/12", "localhost", bases)).toEqual({ kind: "project", id: "12" });
    expect(matchViewerRoute("/12/", "localhost", bases)).toEqual({ kind: "project", id: "12" });
    expect(matchViewerRoute("/clip/7", "localhost", bases)).toEqual({ kind: "clip", id: "7" });
    expect(matchViewerRoute("/w/abcd2345efgh6789", "localhost", bases)).toEqual({
      kind: "card",
      cardId: "abcd2345efgh6789",
    });
    expect(matchViewerRoute("/abcd2345efgh6789", "cards.example.com", bases)).toEqual({
      kind: "card",
      cardId: "abcd2345efgh6789",
    });
    for (const p of [
      "/",
      "/auth/login",
      "/cards",
      "/editor/12",
      "/api/public/projects/1",
      "/12a",
      "/w/",
      "/w/a/b",
      "/w/<x>",
      "/abcd2345efgh6789",
      "/clip/x",
    ]) {
      expect(matchViewerRoute(p, "localhost", bases), p).toBeNull();
    }
  });

  it("names the route in the page's meta tag", () => {
    const template = "<head><!--ar-route--></head>";
    expect(viewerPage(template, { kind: "project", id: "5" })).toBe(
      '<head><meta name="ar-route" content="project:5" /></head>',
    );
    expect(viewerPage(template, { kind: "card", cardId: "abc" })).toContain('content="card:abc"');
    // A project that does not exist (as against one not published) is said so on its page.
    expect(viewerPage(template, { kind: "project", id: "5" }, true)).toBe(
      '<head><meta name="ar-route" content="project:5" /><meta name="ar-page" content="missing" /></head>',
    );
  });
});

describe("viewer and console headers", () => {
  const env = { ...getServerEnv(), NODE_ENV: "production" as const };

  it("allows the camera and microphone on viewer pages only", () => {
    expect(viewerSecurityHeaders({ env })["Permissions-Policy"]).toBe(
      "camera=(self), microphone=(self), geolocation=()",
    );
    for (const path of ["/", "/auth/login", "/editor/1", "/api/account/data"]) {
      expect(securityHeaders({ nonce: "n", path, env })["Permissions-Policy"]).toBe(
        "camera=(), microphone=(), geolocation=()",
      );
    }
  });

  it("gives the viewer a CSP without inline scripts or nonces, framing refused", () => {
    const h = viewerSecurityHeaders({ env });
    const csp = directives(h["Content-Security-Policy"]!);
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")?.[0]).toBe("'self'");
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });
});
