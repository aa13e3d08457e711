// The production topology, run for real on one machine (issue 25): two web processes (the
// production server on a build) and two workers against one PostgreSQL (DATABASE_URL's server
// when set, otherwise an embedded one) and a loopback S3 server (s3rver), behind a round-robin
// proxy that retries idempotent requests. Each step prints one line; the run ends with
// `N passed, N failed` and a non-zero exit code on any failure.
//   npm run test:topology            (needs a web build: npm run build -w apps/web; WEB_BUILD_DIR picks one)
// Variables are those of docker/compose.yaml's x-app-env; health is what compose checks.
import { createUser } from "../testing/helpers/factories";
import { finish, json, started, via } from "./harness";
import { waitHealthy } from "./processes";
import { startStack, type Run } from "./stack";
import { outageSteps } from "./steps-outages";
import { printSteps } from "./steps-print";
import { sessionSteps } from "./steps-sessions";
import { uploadSteps } from "./steps-upload";
import { viewerHostSteps } from "./steps-viewer-host";

// The devtools scripts read their own switches (eslint.config.js).
const t = await startStack(process.env.WEB_BUILD_DIR ?? "build");
try {
  const webs = [await t.startWeb(0), await t.startWeb(1)];
  const workers = [await t.startWorker(0), await t.startWorker(1)];
  await Promise.all(webs.map((w) => waitHealthy(w.url!)));
  console.log(
    `topology up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${webs.length} web, ${workers.length} workers, PostgreSQL ${t.external ? "external (via relay)" : "embedded"}, s3rver, proxy ${t.proxy.url}`,
  );

  const { user, password } = await createUser();
  const login = await json(
    await via(webs[0]!.url!, "/api/account/login", {
      method: "POST",
      body: JSON.stringify({ email: user.email, password }),
    }),
  );
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const run: Run = { t, webs, workers, token: login.body.token as string, user };

  await sessionSteps(run);
  await viewerHostSteps(run);
  await uploadSteps(run);
  await printSteps(run);
  await outageSteps(run);
} finally {
  await t.close();
}
finish();
