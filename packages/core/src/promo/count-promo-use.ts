import type { Tx } from "@ar/db";

/**
 * Counts one use of a promo code for an order being paid, unless its limit is reached. One
 * conditional UPDATE: when two orders race for the last use, PostgreSQL makes the second wait for
 * the first's row and re-checks the condition on the row the first committed, so exactly one wins.
 */
export async function countPromoUse(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx.$executeRaw`UPDATE "PromoCode" SET "usedCount" = "usedCount" + 1
    WHERE code = ${code} AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`;
  return rows === 1;
}
