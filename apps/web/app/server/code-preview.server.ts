// The code editor's preview document (GET /code-preview?runtime=<path of the bundled runtime>).
// It used to be an iframe srcdoc, but a srcdoc document inherits the console's CSP, and the
// user's script needs eval inside the preview's Worker — which must never be allowed on the
// console itself. Served as its own document it gets its own policy:
//  - `sandbox allow-scripts`: an opaque origin however it is opened (even top-level or framed
//    without the iframe's sandbox attribute), so no cookie, storage or same-origin request;
//  - script-src: only the runtime bundle named in the URL, blob: workers, and eval for them;
//  - no network at all except blob:/data: (assets arrive as bytes by postMessage);
//  - frame-ancestors 'self': only the console frames it.
// The runtime path comes from the page (Vite names the bundle); it must look like one of our
// own module paths, so nothing else can be put into the policy or the markup.
const RUNTIME_PATH = /^\/(?!.*\.\.)[A-Za-z0-9_@][A-Za-z0-9_./@-]*\.(?:js|ts)$/;

export type CodePreviewDocument = { status: number; headers: Record<string, string>; body: string };

export function codePreviewDocument(requestUrl: string): CodePreviewDocument {
  const url = new URL(requestUrl);
  const runtime = url.searchParams.get("runtime") ?? "";
  const [runtimePath = "", runtimeQuery] = runtime.split("?", 2);
  if (!RUNTIME_PATH.test(runtimePath) || (runtimeQuery !== undefined && !/^[A-Za-z0-9_=&]*$/.test(runtimeQuery))) {
    return {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
      body: "runtime: expected the path of the preview runtime bundle",
    };
  }
  const scriptUrl = `${url.origin}${runtime}`;
  const csp = [
    "sandbox allow-scripts",
    "default-src 'none'",
    // 'unsafe-eval' is for the Worker that runs the user's script with new Function (it inherits
    // this policy); the document's own code is only the bundle named here.
    `script-src ${url.origin}${runtimePath} blob: 'unsafe-eval'`,
    "worker-src blob: data:",
    "img-src blob: data:",
    "media-src blob:",
    "connect-src blob: data:",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const body = `<!doctype html><html><head><meta charset="utf-8"><title>preview</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#f1f5f9}canvas{display:block;width:100%;height:100%;outline:none;touch-action:none}</style>
</head><body><script src="${scriptUrl}"></script></body></html>`;
  return {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
    body,
  };
}
