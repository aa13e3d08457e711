// What a promo code takes off a price, and why a code cannot be used now. Pure rules, shared by
// the price API, the purchase and the settlement (docs/decisions/0029).
export type PromoTerms = {
  percentOff: number;
  amountOffKopecks: number;
  active: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

/**
 * Why a code cannot be used, or "invalid" for no such code. For the server's own checks only: the
 * price and the purchase answer every refusal alike (promo-attempt.ts), so a buyer cannot tell a
 * retired code from one that never was.
 */
export type PromoRefusal = "invalid" | "inactive" | "expired" | "used_up";

export function promoRefusal(code: PromoTerms | null, now: Date): PromoRefusal | null {
  if (!code) return "invalid";
  if (!code.active) return "inactive";
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return "expired";
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return "used_up";
  return null;
}

/** Kopecks off a full price: the percentage rounded to whole kopecks, or the fixed amount, never more than the price. */
export function promoDiscountKopecks(
  code: Pick<PromoTerms, "percentOff" | "amountOffKopecks">,
  fullKopecks: number,
): number {
  const off = code.amountOffKopecks > 0 ? code.amountOffKopecks : Math.round((fullKopecks * code.percentOff) / 100);
  return Math.min(Math.max(off, 0), fullKopecks);
}
