// Production server: serves the built Remix app and hands each request's client IP to the API
// (sign-in throttling needs it). `npm start` runs this; so do the Docker image and the e2e tests.
import path from "node:path";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import { getServerEnv } from "@ar/config";
import { getLogger } from "@ar/core";
import { answerClientError } from "@ar/api";

const env = getServerEnv();
const buildDir = path.join(import.meta.dirname, env.WEB_BUILD_DIR);
const build = await import(path.join(buildDir, "server", "index.js"));

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
  next();
});
app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
const remix = createRequestHandler({ build, getLoadContext: (req) => ({ clientIp: req.ip ?? "unknown" }) });
app.all("*", (req, res, next) => void remix(req, res, next));

const server = app.listen(env.PORT, () => getLogger().info({ url: env.APP_URL, port: env.PORT }, "web console listening"));
server.on("clientError", answerClientError);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
