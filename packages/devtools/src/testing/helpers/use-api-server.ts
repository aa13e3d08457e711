// The set-up most API integration files share: a data folder of their own, then the API server
// on it, closed after the file. The returned object is filled in by beforeAll, so tests read
// `api.url` and `api.dataDir` as they would from a server they started themselves.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { setEnvVar } from "@ar/config";
import { startApiServer, type ApiServer } from "./api-server";

export type TestApiServer = ApiServer & { dataDir: string };
type EnvName = Parameters<typeof setEnvVar>[0];

export function useApiServer(
  opts: { dataDirPrefix?: string; env?: Partial<Record<EnvName, string>> } = {},
): TestApiServer {
  const api: TestApiServer = { url: "", dataDir: "", close: async () => {} };
  beforeAll(async () => {
    api.dataDir = await mkdtemp(path.join(os.tmpdir(), opts.dataDirPrefix ?? "ar-api-"));
    setEnvVar("DATA_DIR", api.dataDir);
    for (const [name, value] of Object.entries(opts.env ?? {})) setEnvVar(name as EnvName, value);
    const server = await startApiServer();
    api.url = server.url;
    api.close = server.close;
  });
  afterAll(() => api.close());
  return api;
}
