// Shared by the job-state tests (job-states*.test.ts): an API server on its own data directory,
// uploads, a generated video, and graphile-worker runs with chosen time limits.
import { expect } from "vitest";
import path from "node:path";
import { Logger, runOnce } from "graphile-worker";
import { requireDatabaseUrl } from "@ar/config";
import { getDb } from "@ar/db";
import { makeTaskList } from "@ar/worker";
import { call, formData, useApiServer, webmVideo, type TestApiServer } from "@ar/devtools/testing";

let server: TestApiServer | undefined;
/** The calling file's server (its URL is read once beforeAll has started it). */
export const api = {
  get url() {
    return server!.url;
  },
};
export const dataDir = () => server!.dataDir;

/** Starts the API server for the calling test file (beforeAll/afterAll). */
export function useJobStatesServer(): void {
  server = useApiServer({ dataDirPrefix: "ar-job-states-" });
}

export async function project(token: string): Promise<number> {
  return (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token, body: {} })).body.id as number;
}

export async function upload(token: string, url: string, name: string, data: Buffer) {
  const res = await fetch(`${api.url}${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: formData({ file: { name, data } }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

export function video(name: string, seconds: number): Promise<Buffer> {
  return webmVideo(path.join(dataDir(), name), {
    video: `testsrc2=size=1280x720:rate=30:duration=${seconds}`,
    bitrate: "1M",
    realtime: true,
  });
}

export const mediaStatus = async (assetId: number, token: string) =>
  (await call(api.url, "GET", `/api/public/media/${assetId}`, { token })).body;
export const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
export const trpcGet = (token: string, proc: string, input: unknown) =>
  call(api.url, "GET", `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
export const jobsLeft = async (task: string) =>
  Number(
    (
      await getDb().$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`
    )[0]!.n,
  );
/** The job is gone (completed, not waiting for a retry). graphile-worker deletes it just after runOnce returns, so give it a moment. */
export async function expectNoJobLeft(task: string) {
  const end = Date.now() + 5_000;
  while ((await jobsLeft(task)) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(await jobsLeft(task)).toBe(0);
}
/**
 * The next attempt of a job waiting in graphile-worker's backoff, now. runOnce can return before
 * the attempt's failure is recorded (the row is still locked for a moment); a reschedule made then
 * is overwritten by the failure's backoff and the next run finds nothing (seen once in CI), so it
 * waits until no job of the task is locked.
 */
export async function runRetryNow(task: string) {
  const locked = async () =>
    Number(
      (
        await getDb().$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task} AND locked_at IS NOT NULL`
      )[0]!.n,
    );
  const end = Date.now() + 5_000;
  while ((await locked()) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return getDb()
    .$executeRaw`SELECT graphile_worker.reschedule_jobs(array(SELECT id FROM graphile_worker.jobs WHERE task_identifier = ${task}), run_at => now())`;
}
export const runWithLimits = (timeLimits: Parameters<typeof makeTaskList>[0]) =>
  runOnce({
    connectionString: requireDatabaseUrl(),
    taskList: makeTaskList(timeLimits),
    concurrency: 1,
    logger: new Logger(() => () => {}),
  });
