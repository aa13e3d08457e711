// What a lost PostgreSQL looks like from the worker, and waiting for it to come back.
// graphile-worker 0.17 releases a finished job without awaiting it: when the database is gone at
// that moment the release's rejection is unhandled, and its pool stops. A restart of PostgreSQL
// must not end the worker process (issue 25: "recovery without restarting anything"), so main.ts
// treats these errors as "start a new pool when the database answers" instead of a crash.
import { getDb } from "@ar/db";

// node's socket errors, and PostgreSQL's connection-class (08…) and shutdown (57P0…) SQLSTATEs.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
const SQLSTATE = /^(08\d\d\d|57P0[1-3])$/;
const MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|Connection refused|server closed the connection/i;

/** True when the error (or one it wraps) says the database connection went away. */
export function isDatabaseLoss(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && (SOCKET_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseLoss(x, depth + 1))) return true;
  return isDatabaseLoss(e.cause, depth + 1);
}

/** Resolves once `SELECT 1` succeeds, or when `cancelled()` turns true; polls every `everyMs`. */
export async function waitForDatabase(cancelled: () => boolean, everyMs = 1000): Promise<boolean> {
  while (!cancelled()) {
    try {
      await getDb().$queryRaw`SELECT 1`;
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
  return false;
}
