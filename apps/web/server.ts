// Production server: serves the built Remix app and hands each request's client IP to the API
// (sign-in throttling needs it). `npm start` runs this; so do the Docker image and the e2e tests.
import { randomBytes } from "node:crypto";
import path from "node:path";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import { getServerEnv } from "@ar/config";
import { getLogger } from "@ar/core/log";
import { answerClientError } from "@ar/api";
import { securityHeaders, viewerSecurityHeaders } from "./app/server/security-headers.server";
import { viewerRouter } from "./app/server/viewer-routes.server";
import { publicReads } from "./app/server/public-reads.server";
import { viewerHostGate } from "./app/server/viewer-host.server";

const env = getServerEnv();
const buildDir = path.join(import.meta.dirname, env.WEB_BUILD_DIR);
const build = await import(path.join(buildDir, "server", "index.js"));

const app = express();
// The public AR viewer (its pages and files): own headers, no cookies, before Remix's catch-all.
const viewer = viewerRouter({ buildDir });
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use((req, res, next) => {
  // A fresh nonce per response: Remix's inline boot scripts carry it (entry.server, root Layout).
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  // /code-preview sets its own, stricter policy (app/server/code-preview.server.ts); the viewer
  // has its own surface's headers (camera allowed there only).
  if (viewer.isViewerRequest(req)) res.set(viewerSecurityHeaders({ env }));
  else if (req.path !== "/code-preview") res.set(securityHeaders({ nonce, path: req.path, env }));
  next();
});
// The viewer's own host (AR_VIEWER_URL) reaches the viewer alone, without the console's cookie;
// the console's host sends viewer pages there (viewer-host.server.ts).
app.use(viewerHostGate({ isViewerRequest: viewer.isViewerRequest }));
app.use(viewer.router);
// The viewer's published documents and files: straight to the API handler, not through Remix.
app.use((req, res, next) => void publicReads(req, res, next));
app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }));
const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h" });
// No file lives under /api: skip the disk lookup express.static would make on every API call.
app.use((req, res, next) => (req.path.startsWith("/api/") ? next() : publicFiles(req, res, next)));
const remix = createRequestHandler({
  build,
  getLoadContext: (req, res) => ({ clientIp: req.ip ?? "unknown", cspNonce: String(res.locals.cspNonce) }),
});
app.all("*", (req, res, next) => void remix(req, res, next));

const server = app.listen(env.PORT, () =>
  getLogger().info({ url: env.APP_URL, port: env.PORT }, "web console listening"),
);
server.on("clientError", answerClientError);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
