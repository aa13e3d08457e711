// GET /api/health: the database answers and storage can write and read back. Load balancers and
// the compose file use it; 503 when either fails.
import { getDb } from "@ar/db";
import { getStorage } from "../storage/get-storage";

export async function checkHealth(): Promise<{ ok: boolean; database: "ok" | "down"; storage: "ok" | "down" }> {
  const timeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, r) => setTimeout(() => r(new Error("timeout")), 3000).unref())]);
  const database = await timeout(getDb().$queryRaw`SELECT 1`).then(
    () => "ok" as const,
    () => "down" as const,
  );
  const storage = await timeout(
    (async () => {
      const key = "health/probe";
      await getStorage().put(key, Buffer.from(String(Date.now())), { contentType: "text/plain" });
      if (!(await getStorage().stat(key))) throw new Error("probe missing");
    })(),
  ).then(
    () => "ok" as const,
    () => "down" as const,
  );
  return { ok: database === "ok" && storage === "ok", database, storage };
}
