// Card prices, computed on the server only: the unit price of the quantity's tier times the
// count, minus the promo code's percentage (rounded to whole kopecks) or fixed amount
// (promo/promo-rules.ts). Answers are in roubles. A code given is tried first (promo/promo-attempt.ts):
// counted against the caller's limits when it cannot be used, with one answer whatever the reason.
import { z } from "zod";
import { getDb, type Tx } from "@ar/db";
import { AppError } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { tryPromoCode, usablePromo } from "../promo/promo-attempt";
import { promoDiscountKopecks } from "../promo/promo-rules";

export const MAX_ORDER_COUNT = 10_000;

export const priceInput = z.object({
  count: z
    .number({ error: (iss) => (iss.input === undefined || iss.input === "" ? "required" : undefined) })
    .int()
    .min(1)
    .max(MAX_ORDER_COUNT),
  promo: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});

export type PriceKopecks = { totalKopecks: number; fullKopecks: number; discountKopecks: number; promo?: string };

export async function priceKopecks(
  db: Tx | ReturnType<typeof getDb>,
  count: number,
  promo?: string,
): Promise<PriceKopecks> {
  const tier = await db.priceTier.findFirst({ where: { minCount: { lte: count } }, orderBy: { minCount: "desc" } });
  if (!tier) throw new AppError("UNAVAILABLE", "No price is set for this quantity");
  const fullKopecks = tier.unitPriceKopecks * count;
  let discountKopecks = 0;
  if (promo) {
    // Checked again here, in the caller's transaction: the code may have expired since it was tried.
    discountKopecks = promoDiscountKopecks(await usablePromo(db, promo), fullKopecks);
  }
  return { totalKopecks: fullKopecks - discountKopecks, fullKopecks, discountKopecks, ...(promo ? { promo } : {}) };
}

/** GET /api/cards/price?count=&promo= → {price, unDiscountPrice, discount} in roubles. */
export async function getPrice(opts: { actor: Actor; ip: string; input: unknown }) {
  const { count, promo } = priceInput.parse(opts.input ?? {});
  if (promo) await tryPromoCode({ userId: opts.actor.id, ip: opts.ip }, promo);
  const p = await priceKopecks(getDb(), count, promo);
  return { price: p.totalKopecks / 100, unDiscountPrice: p.fullKopecks / 100, discount: p.discountKopecks / 100 };
}
