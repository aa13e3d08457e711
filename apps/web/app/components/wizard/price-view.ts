// What the order step's price box and promo field show, from the price answers (use-price.ts).
// A promo code that cannot be used does not hide the price: the box keeps the price without the
// code (asked for separately) and the field says the code cannot be used, or, when codes are
// limited for now, when to try again. The server gives one answer for every unusable code, so
// there is no reason to name here.
import { formMessage, type ApiErrorInfo, type Message } from "../../lib/api-error";
import type { PriceAnswer } from "./wizard-api";

/** What a price box can show by itself. */
export type PlainPriceView =
  { kind: "none" } | { kind: "calculating" } | { kind: "ready"; price: PriceAnswer } | { kind: "failed" };

export type PriceView =
  | PlainPriceView
  /** The code was refused: why (for the promo field), and the price without the code. */
  | { kind: "promoRefused"; message: Message; plain: Exclude<PlainPriceView, { kind: "none" }> };

/** A price query's state as the view needs it. */
export type PriceQueryState = { pending: boolean; error: ApiErrorInfo | null; data: PriceAnswer | undefined };

/** The promo field's message when the price API refused the code, or null when it refused something else. */
export function promoRefusalMessage(info: ApiErrorInfo): Message | null {
  if (info.fields.promo) return { key: "wizard.order.promoInvalid" };
  // Only a call with a code is limited (wrong codes per account and IP): say when to retry.
  if (info.code === "TOO_MANY_REQUESTS") return formMessage(info);
  return null;
}

function plainView(q: PriceQueryState): Exclude<PlainPriceView, { kind: "none" }> {
  if (q.pending) return { kind: "calculating" };
  if (q.error || !q.data) return { kind: "failed" };
  return { kind: "ready", price: q.data };
}

/**
 * `withPromo`: the answer for the fields as typed (with the code, if any); `plain`: the answer for
 * the count alone, asked only once the code was refused. `settled`: the fields stopped changing
 * and these answers are for what they hold now.
 */
export function priceView(opts: {
  count: number | null;
  promo: boolean;
  settled: boolean;
  withPromo: PriceQueryState;
  plain: PriceQueryState;
}): PriceView {
  if (opts.count === null) return { kind: "none" };
  if (!opts.settled || opts.withPromo.pending) return { kind: "calculating" };
  const error = opts.withPromo.error;
  if (!error) return plainView(opts.withPromo);
  const message = opts.promo ? promoRefusalMessage(error) : null;
  return message ? { kind: "promoRefused", message, plain: plainView(opts.plain) } : { kind: "failed" };
}
