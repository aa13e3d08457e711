// Trying a promo code through the price or the purchase. A buyer must not learn more than "this
// code can be used" or "it cannot": an answer naming the reason (switched off, expired, used up)
// would confirm that a retired code once existed. And trying codes costs an attempt, counted per
// account and per client IP in the shared rate-limit table, so codes cannot be guessed in bulk;
// a usable code gives its attempts back, so buyers who type their code right are never limited.
// The admin's promo screen reads the codes themselves and still shows why one is not usable.
import { getDb, type Tx } from "@ar/db";
import { giveBackRateLimit, takeRateLimit } from "../account/rate-limit";
import { AppError } from "../errors/app-error";
import { promoRefusal } from "./promo-rules";

/** Who tries a code: the signed-in account and the client's IP. */
export type PromoCaller = { userId: number; ip: string };

/** The one answer for every code that cannot be used, whatever the reason: the field `promo`, code `invalid`. */
export function unusablePromo(): AppError {
  return new AppError("BAD_REQUEST", "This promo code cannot be used", { fields: { promo: "invalid" } });
}

/** The code's terms when it can be used now, or the one refusal for any that cannot. */
export async function usablePromo(db: Tx | ReturnType<typeof getDb>, code: string) {
  const row = await db.promoCode.findUnique({ where: { code } });
  if (!row || promoRefusal(row, new Date())) throw unusablePromo();
  return row;
}

/**
 * Takes one attempt per account and per IP (429 TOO_MANY_REQUESTS with retryAfterSeconds when
 * either is used up, for usable codes too, or the limit would tell them apart), then checks the
 * code: a usable one gives both attempts back, an unusable one keeps them and is refused.
 */
export async function tryPromoCode(caller: PromoCaller, code: string): Promise<void> {
  const byAccount = await takeRateLimit("promo-account", String(caller.userId));
  let byIp: bigint;
  try {
    byIp = await takeRateLimit("promo-ip", caller.ip);
  } catch (e) {
    // Refused by the IP's limit: this request tried no code, so the account's attempt goes back.
    await giveBackRateLimit(byAccount);
    throw e;
  }
  await usablePromo(getDb(), code);
  await Promise.all([giveBackRateLimit(byAccount), giveBackRateLimit(byIp)]);
}
