// Security headers on the real built server (issue 11): the console's CSP allows only its own
// scripts (Remix's inline boot scripts by a per-response nonce), workers and media; framing is
// refused except for the sandbox payment page inside our own pages; the code preview document
// has its own sandboxing policy; HSTS in production; cookie-authenticated mutations from another
// origin are refused.
import { expect, test } from "@playwright/test";
import { createSessionToken, createUser } from "../fixtures/db";

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

test("pages: nonce-based CSP that matches every inline script, nosniff, no framing, HSTS", async ({ request }) => {
  const res = await request.get("/auth/login");
  expect(res.status()).toBe(200);
  const h = res.headers();
  const csp = directives(h["content-security-policy"]);
  const script = csp.get("script-src")!;
  expect(script).toContain("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  const nonce = script.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The e2e server runs with NODE_ENV=production, as `npm start` does.
  expect(h["strict-transport-security"]).toMatch(/^max-age=31536000/);

  // Every inline <script> of the page carries this response's nonce; external ones are our own.
  // A JSON data block (the sign-in page's texts) is never executed, so CSP does not apply to it.
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) {
    if (/\bsrc=/.test(attrs)) expect(attrs).toMatch(/src="\/(assets|build)\//);
    else if (/\btype="application\/json"/.test(attrs)) expect(attrs).toMatch(/\bid="i18n-texts"/);
    else expect(attrs).toContain(`nonce="${nonce}"`);
  }
  // A new nonce per response.
  const again = directives((await request.get("/auth/login")).headers()["content-security-policy"]);
  expect(again.get("script-src")!.find((s) => s.startsWith("'nonce-"))).not.toBe(`'nonce-${nonce}'`);
});

test("API answers carry the same headers", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(directives(res.headers()["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
});

test("only the sandbox payment page may be framed, and only by our own pages", async ({ request }) => {
  // Unsigned, the page redirects to sign-in: the redirect itself carries the page's framing rule.
  const res = await request.get("/pay/sandbox/1", { maxRedirects: 0 });
  expect(directives(res.headers()["content-security-policy"]).get("frame-ancestors")).toEqual(["'self'"]);
  expect(res.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

test("the code preview document is sandboxed by its own policy and accepts only a module path", async ({ request }) => {
  const res = await request.get(`/code-preview?runtime=${encodeURIComponent("/assets/preview-runtime-abc123.js")}`);
  expect(res.status()).toBe(200);
  const csp = directives(res.headers()["content-security-policy"]);
  expect(csp.get("sandbox")).toEqual(["allow-scripts"]);
  expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  expect(csp.get("connect-src")).toEqual(["blob:", "data:"]);
  expect(csp.get("script-src")![0]).toMatch(/^http:\/\/localhost:\d+\/assets\/preview-runtime-abc123\.js$/);
  expect(await res.text()).toContain('<script src="http://localhost:');

  for (const bad of [
    "https://evil.example/x.js",
    "/assets/x.js; script-src *",
    "/assets/../x.js",
    '/assets/x.js"><script>alert(1)</script>',
    "",
  ]) {
    const refused = await request.get(`/code-preview?runtime=${encodeURIComponent(bad)}`);
    expect(refused.status(), bad).toBe(400);
  }
});

test("cookie-authenticated mutations from another origin are refused; the same origin passes", async ({
  request,
  baseURL,
}) => {
  const user = await createUser({ features: ["ar-qr"] });
  const token = await createSessionToken(user.id);
  const cookie = `ar_session=${token}`;
  const foreign = await request.post("/api/ar-projects/qr", {
    headers: { cookie, origin: "https://evil.example" },
    data: { name: "x" },
  });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.code).toBe("FORBIDDEN");
  const crossSite = await request.post("/api/ar-projects/qr", {
    headers: { cookie, "sec-fetch-site": "cross-site" },
    data: { name: "x" },
  });
  expect(crossSite.status()).toBe(403);
  const own = await request.post("/api/ar-projects/qr", {
    headers: { cookie, origin: new URL(baseURL!).origin },
    data: { name: "x" },
  });
  expect(own.status()).not.toBe(403);
});
