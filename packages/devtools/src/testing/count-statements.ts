import { getPool } from "@ar/db";

/** SQL statements sent to the pg pool (the one under the Prisma client and sql.ts) while `fn` runs. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const pool = getPool();
  const original = pool.query.bind(pool);
  let statements = 0;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    statements += 1;
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
}
