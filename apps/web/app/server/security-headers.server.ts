// The response headers every page and API answer carries (server.ts sets them before Remix runs).
// The Content-Security-Policy lets pages run only the app's own scripts: Remix's inline boot
// scripts carry a per-request nonce, everything else comes from 'self'. What each source is for:
//  - 'wasm-unsafe-eval': the Draco and Meshopt decoders (scene editor, ARKit) are WebAssembly;
//  - worker-src blob:: three's DRACOLoader builds its worker from a blob, Vite's inline workers too;
//  - img/media/connect data: blob:: previews and uploads use object URLs, the sunset environment
//    map ships as a data: URL, fabric exports data: URLs;
//  - style-src 'unsafe-inline': React style attributes and Radix positioning are inline styles;
//  - frame-src: the sandbox payment page and code preview are ours; YooKassa's page and the
//    tutorial video's host are added only when configured.
// The code editor's preview (/code-preview) has its own, stricter policy: see code-preview.server.ts.
import type { ServerEnv } from "@ar/config";

/** Pages another page of ours may frame (the sandbox payment page inside the wizard's payment step). */
const FRAMEABLE_BY_SELF = [/^\/pay\/sandbox\//];

/** YooKassa's confirmation pages (the payment step frames confirmation_url). */
const YOOKASSA_FRAME_SOURCES = ["https://yoomoney.ru", "https://*.yoomoney.ru", "https://*.yookassa.ru"];

export function contentSecurityPolicy(opts: { nonce: string; path: string; env: ServerEnv }): string {
  const { env } = opts;
  const frameSources = ["'self'"];
  if (env.PAYMENT_PROVIDER === "yookassa") frameSources.push(...YOOKASSA_FRAME_SOURCES);
  if (env.TUTORIAL_VIDEO_URL) frameSources.push(new URL(env.TUTORIAL_VIDEO_URL).origin);
  const frameAncestors = FRAMEABLE_BY_SELF.some((re) => re.test(opts.path)) ? "'self'" : "'none'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}' 'wasm-unsafe-eval'`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' data: blob:",
    `frame-src ${frameSources.join(" ")}`,
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The public AR viewer's policy (its pages, /viewer-assets): a separate surface from the console.
 *  - script-src has no nonce and no 'unsafe-inline': the viewer's HTML carries no inline script;
 *    'wasm-unsafe-eval' for the QR detector and the Draco decoder (WebAssembly);
 *  - worker-src blob:: the tracker's module worker is 'self', three's DRACOLoader makes a blob worker;
 *  - connect-src blob: data:: three's GLTFLoader reads a GLB's embedded textures by fetch() of an
 *    object URL (ImageBitmapLoader), and a .gltf may embed buffers as data: URIs;
 *  - style-src 'self': one stylesheet; scripts style elements through the CSSOM only;
 *  - frame-src 'self': a code project's script runs in /code-preview, framed with
 *    sandbox="allow-scripts" (an opaque origin with its own CSP: eval for its Worker, no network),
 *    so this page itself never allows eval (ADR 0026);
 *  - never framed itself, nothing posted anywhere but here, no referrer (card links are secrets).
 */
export function viewerContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' data: blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers of the viewer's responses: the camera (AR) and the microphone (a wish's video) for this origin only. */
export function viewerSecurityHeaders(opts: { env: ServerEnv }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": viewerContentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(self), microphone=(self), geolocation=()",
    "X-Frame-Options": "DENY",
  };
  if (opts.env.NODE_ENV === "production") headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** All security headers for one response; `path` is the request's pathname. */
export function securityHeaders(opts: { nonce: string; path: string; env: ServerEnv }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(opts),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The console uses no camera, microphone or location itself; only the viewer's pages allow
    // them (viewerSecurityHeaders).
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "X-Frame-Options": FRAMEABLE_BY_SELF.some((re) => re.test(opts.path)) ? "SAMEORIGIN" : "DENY",
  };
  // HSTS only in production: a developer's http://localhost must not be pinned to https.
  if (opts.env.NODE_ENV === "production") headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
