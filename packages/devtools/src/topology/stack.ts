// The topology's processes: PostgreSQL (DATABASE_URL's server when set, through a relay the run
// can cut, otherwise an embedded one it can stop), a loopback S3 server, two web processes behind
// a round-robin proxy and two workers. Variables are those of docker/compose.yaml's x-app-env.
import path from "node:path";
import { getServerEnv, repoRoot, setEnvVar } from "@ar/config";
import { disconnectDb, ensureDatabase, getDb, startEmbeddedPostgres, type RunningPostgres } from "@ar/db";
import { migrate } from "../lib/database";
import { freePort } from "../testing/free-port";
import { startS3Server } from "../testing/helpers/s3";
import { until } from "./harness";
import { startPgRelay } from "./pg-relay";
import { kill, scratchDir, startProcess, type Proc } from "./processes";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";

export type Topology = {
  external: boolean;
  ports: number[];
  proxy: RoundRobinProxy;
  /**
   * The viewer's own host (AR_VIEWER_URL), as in production: the same proxy under another name
   * (localhost, the console being 127.0.0.1), so a browser would keep their cookies apart.
   */
  viewerUrl: string;
  procs: Proc[];
  /** graphile-worker's pool id (what it locks jobs with) → the worker process. */
  poolIds: Map<string, Proc>;
  startWeb(i: number): Promise<Proc>;
  startWorker(i: number): Promise<Proc>;
  /** PostgreSQL goes away as a restart looks to the processes, and comes back. */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  close(): Promise<void>;
};

export async function startStack(webBuildDir: string): Promise<Topology> {
  const external = getServerEnv().DATABASE_URL;
  const database = `ar_topology_${process.pid}`;
  let embedded: RunningPostgres | undefined;
  let pgDir = "";
  let pgPort = 0;
  let baseUrl: string;
  if (external) {
    baseUrl = external;
  } else {
    pgDir = path.join(repoRoot, ".data", "test-pg", `topology-${process.pid}`);
    pgPort = await freePort();
    embedded = await startEmbeddedPostgres({ dir: pgDir, port: pgPort });
    baseUrl = embedded.url("postgres");
  }
  const direct = new URL(baseUrl);
  direct.pathname = `/${database}`;
  await ensureDatabase(direct.toString());
  await migrate(direct.toString());
  // An external server cannot be restarted from here: the processes reach it through a relay that
  // the restart step cuts (every connection dropped, new ones refused), as a restart looks to them.
  const relay = external ? await startPgRelay({ host: direct.hostname, port: Number(direct.port || 5432) }) : undefined;
  const appDbUrl = new URL(direct);
  if (relay) appDbUrl.port = String(relay.port);

  const s3 = await startS3Server("ar-console");
  const env = {
    DATABASE_URL: appDbUrl.toString(),
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    TRUST_PROXY: "1",
    NODE_ENV: "production",
    PAYMENT_PROVIDER: "sandbox",
    SANDBOX_WEBHOOK_SECRET: "topology-run-sandbox-webhook-secret-0123456789",
    LOG_LEVEL: "error",
    WORKER_CONCURRENCY: "1",
    WORKER_HEARTBEAT_SECONDS: "1",
    WORKER_STALE_SECONDS: "3",
    PRINT_PART_PAGES: "4",
  };
  // This process writes fixtures (users, designs) to the same database and store.
  for (const [k, v] of Object.entries(env)) setEnvVar(k as never, v);

  const ports = [await freePort(), await freePort()];
  let backends: string[] = ports.map((p) => `http://127.0.0.1:${p}`);
  const proxy = await startRoundRobinProxy(() => backends);
  const viewerUrl = proxy.url.replace("//127.0.0.1:", "//localhost:");
  const procs: Proc[] = [];
  const poolIds = new Map<string, Proc>();

  return {
    external: Boolean(external),
    ports,
    proxy,
    viewerUrl,
    procs,
    poolIds,
    async startWeb(i) {
      const p = startProcess(`web${i + 1}`, "web", {
        ...env,
        PORT: String(ports[i]),
        APP_URL: proxy.url,
        AR_VIEWER_URL: viewerUrl,
        COOKIE_SECURE: "false",
        DATA_DIR: await scratchDir(`ar-topo-web${i}-`),
        WEB_BUILD_DIR: webBuildDir,
      });
      procs.push(p);
      return p;
    },
    async startWorker(i) {
      const before = new Set((await getDb().workerHeartbeat.findMany()).map((h) => h.workerId));
      const p = startProcess(`worker${i + 1}`, "worker", { ...env, DATA_DIR: await scratchDir(`ar-topo-worker${i}-`) });
      procs.push(p);
      // Ready when its pool's heartbeat row appears; that id is what graphile-worker locks jobs with.
      const id = await until(
        `${p.name}'s heartbeat`,
        async () => (await getDb().workerHeartbeat.findMany()).find((h) => !before.has(h.workerId))?.workerId,
        60_000,
      );
      poolIds.set(id, p);
      return p;
    },
    async stopDatabase() {
      if (embedded) await embedded.stop();
      else relay!.cut();
    },
    async startDatabase() {
      if (embedded) embedded = await startEmbeddedPostgres({ dir: pgDir, port: pgPort });
      else relay!.restore();
    },
    async close() {
      for (const p of procs) await kill(p);
      await proxy.close();
      await disconnectDb().catch(() => undefined);
      await s3.close();
      relay?.close();
      if (embedded) await embedded.stop().catch(() => undefined);
      else {
        const { dropDatabase } = await import("../testing/test-database-server");
        await dropDatabase(direct.toString()).catch(() => undefined);
      }
      if (pgDir) await import("node:fs/promises").then((fs) => fs.rm(pgDir, { recursive: true, force: true }));
      backends = [];
    },
  };
}

/** What the steps share: the stack, its live web and worker processes, and a signed-in user. */
export type Run = { t: Topology; webs: Proc[]; workers: Proc[]; token: string; user: { id: number; email: string } };
