import { describe, expect, it } from "vitest";
import { getServerEnv, type ServerEnv } from "@ar/config";
import { contentSecurityPolicy, securityHeaders } from "../../app/server/security-headers.server";
import { codePreviewDocument } from "../../app/server/code-preview.server";

const env = (over: Partial<ServerEnv>): ServerEnv => ({ ...getServerEnv(), ...over });

describe("security headers", () => {
  it("allows only own scripts plus the nonce, and wasm for the decoders", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", path: "/", env: env({}) });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;.*script|script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets our own pages frame the sandbox payment page only", () => {
    expect(contentSecurityPolicy({ nonce: "n", path: "/pay/sandbox/5", env: env({}) })).toContain(
      "frame-ancestors 'self'",
    );
    expect(securityHeaders({ nonce: "n", path: "/pay/sandbox/5", env: env({}) })["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(contentSecurityPolicy({ nonce: "n", path: "/pay/sandboxed", env: env({}) })).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("adds YooKassa and the tutorial video host to frame-src only when configured", () => {
    const plain = contentSecurityPolicy({
      nonce: "n",
      path: "/",
      env: env({ PAYMENT_PROVIDER: "sandbox", TUTORIAL_VIDEO_URL: undefined }),
    });
    expect(plain).toContain("frame-src 'self';");
    const configured = contentSecurityPolicy({
      nonce: "n",
      path: "/",
      env: env({ PAYMENT_PROVIDER: "yookassa", TUTORIAL_VIDEO_URL: "https://www.youtube-nocookie.com/embed/abc" }),
    });
    expect(configured).toMatch(/frame-src 'self' https:\/\/yoomoney\.ru .*https:\/\/www\.youtube-nocookie\.com;/);
  });

  it("sends HSTS in production only", () => {
    expect(
      securityHeaders({ nonce: "n", path: "/", env: env({ NODE_ENV: "production" }) })["Strict-Transport-Security"],
    ).toMatch(/max-age=31536000/);
    expect(
      securityHeaders({ nonce: "n", path: "/", env: env({ NODE_ENV: "development" }) })["Strict-Transport-Security"],
    ).toBeUndefined();
  });
});

describe("code preview document", () => {
  it("is sandboxed and runs only the named bundle (dev paths with a query too)", () => {
    const doc = codePreviewDocument(
      "http://localhost:3000/code-preview?runtime=%2Fapp%2Fsandbox%2Fpreview-runtime.ts%3Fworker_file%26type%3Dclassic",
    );
    expect(doc.status).toBe(200);
    expect(doc.headers["Content-Security-Policy"]).toContain("sandbox allow-scripts");
    expect(doc.headers["Content-Security-Policy"]).toContain(
      "script-src http://localhost:3000/app/sandbox/preview-runtime.ts blob: 'unsafe-eval'",
    );
    expect(doc.body).toContain(
      '<script src="http://localhost:3000/app/sandbox/preview-runtime.ts?worker_file&type=classic">',
    );
  });

  it("refuses anything that is not one of our module paths", () => {
    for (const bad of ["//evil.example/x.js", "/a/../b.js", "/x.js?a=<b>", "/x.css", "/x.js;script-src *"]) {
      expect(codePreviewDocument(`http://h/code-preview?runtime=${encodeURIComponent(bad)}`).status, bad).toBe(400);
    }
  });
});
