// Payment status values. The column is a plain string because the spec's contract is "success,
// pending; any other value counts as failed": the admin list labels each of those others (apps/web
// admin/payment-status.ts), so each says why the payment did not give cards.
export const PAYMENT_STATUS = {
  pending: "pending",
  success: "success",
  canceled: "canceled",
  failed: "failed",
  /** The order was bought again: a newer payment replaced this one, which can no longer settle. */
  superseded: "superseded",
  /** The provider took the money for a superseded payment anyway: nothing was issued, refund it. */
  supersededPaid: "superseded_paid",
  /** The provider reported success for another amount or currency: nothing was issued, review it. */
  amountMismatch: "amount_mismatch",
  /** The promo code's last use went to another order paid first: nothing was issued, refund it. */
  promoUsedUp: "promo_used_up",
} as const;

/** Statuses a provider's success may still settle from (a success may follow a failure report). */
export const OPEN_PAYMENT_STATUSES: string[] = [PAYMENT_STATUS.pending, PAYMENT_STATUS.canceled, PAYMENT_STATUS.failed];
