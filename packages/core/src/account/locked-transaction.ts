// A short bookkeeping transaction (sign-in throttle, rate limits) run under PostgreSQL advisory
// locks, so that check-and-count is atomic across every web process. Under a burst, requests queue
// for the lock and for a pooled connection longer than Prisma's defaults (2 s to start, 5 s to
// finish) allow, and a refused transaction would turn a throttled request into a 500.
import { getDb, type Tx } from "@ar/db";

const TRANSACTION_LIMITS = { maxWait: 15_000, timeout: 15_000 };

/** Takes the locks in the order given (callers keep one order, so two never wait on each other). */
export function lockedTransaction<T>(keys: readonly string[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().$transaction(async (tx) => {
    for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    return fn(tx);
  }, TRANSACTION_LIMITS);
}
