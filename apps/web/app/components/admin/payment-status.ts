// Spec 3/4: a payment is success or pending; any other status value counts as failed (and its
// row is highlighted). Only a pending payment can be marked paid.
// Each status core knows (PAYMENT_STATUS, docs/decisions/0014-payment-settlement.md) has its own
// label; two of them need a person: a replaced payment the provider took money for anyway
// (refund it) and a success for another amount (check it). A value this list does not know
// reads "Failed" with the stored value next to it, so nothing is hidden.
import type { TFunction } from "i18next";
import type { PAYMENT_STATUS } from "@ar/core/payments";
import type { BadgeTone } from "./badge";

export type PaymentTone = "success" | "pending" | "failed";
type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
type StatusKey =
  "success" | "pending" | "canceled" | "failed" | "superseded" | "supersededPaid" | "amountMismatch" | "promoUsedUp";

// A Record over core's values: a status added there is a type error here until it has a label.
const STATUS_KEYS: Record<PaymentStatus, StatusKey> = {
  success: "success",
  pending: "pending",
  canceled: "canceled",
  failed: "failed",
  superseded: "superseded",
  superseded_paid: "supersededPaid",
  amount_mismatch: "amountMismatch",
  promo_used_up: "promoUsedUp",
};

const BADGE_TONES: Record<StatusKey, BadgeTone> = {
  success: "success",
  pending: "warning",
  canceled: "danger",
  failed: "danger",
  // Nothing was taken and nothing is owed: the re-buy's own payment carries on.
  superseded: "neutral",
  supersededPaid: "danger",
  amountMismatch: "danger",
  promoUsedUp: "danger",
};

export function paymentTone(status: string): PaymentTone {
  if (status === "success") return "success";
  if (status === "pending") return "pending";
  return "failed";
}

export function canMarkPaid(status: string): boolean {
  return paymentTone(status) === "pending";
}

/** What an admin must do about a payment: refund money taken for nothing, or check an amount. */
export type PaymentAttention = "refund" | "checkAmount";

export type PaymentStatusView = {
  tone: PaymentTone;
  badge: BadgeTone;
  label: string;
  /** The stored value, shown only when it has no label of its own. */
  raw?: string;
  attention?: PaymentAttention;
  /** The line under the label saying what to do, with the amount concerned. */
  attentionText?: string;
};

export function statusKey(status: string): StatusKey | undefined {
  return Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status as PaymentStatus] : undefined;
}

/**
 * How the admin list shows a payment's status. `roubles` formats an amount as prices are
 * ("1 234 ₽"); amounts are in roubles as the admin API sends them.
 */
export function describePaymentStatus(
  payment: { status: string; amount: number; providerAmount: number | null },
  t: TFunction,
  roubles: (amount: number) => string,
): PaymentStatusView {
  const tone = paymentTone(payment.status);
  const key = statusKey(payment.status);
  if (!key) return { tone, badge: "danger", label: t("admin.payments.statuses.failed"), raw: payment.status };
  const view: PaymentStatusView = { tone, badge: BADGE_TONES[key], label: t(`admin.payments.statuses.${key}`) };
  if (key === "supersededPaid") {
    // The provider took this payment's amount (or what it reported, when it said another).
    return {
      ...view,
      attention: "refund",
      attentionText: t("admin.payments.attention.refund", {
        amount: roubles(payment.providerAmount ?? payment.amount),
      }),
    };
  }
  // Another order took the promo code's last use first; money the provider took must go back.
  if (key === "promoUsedUp" && payment.providerAmount !== null) {
    return {
      ...view,
      attention: "refund",
      attentionText: t("admin.payments.attention.refund", { amount: roubles(payment.providerAmount) }),
    };
  }
  if (key === "amountMismatch") {
    const attentionText =
      payment.providerAmount === null
        ? t("admin.payments.attention.checkAmount")
        : t("admin.payments.attention.checkReported", { amount: roubles(payment.providerAmount) });
    return { ...view, attention: "checkAmount", attentionText };
  }
  return view;
}

/** Amounts come in roubles (possibly with kopecks); the shared price helper takes kopecks. */
/** A stored status as its label (the history's "status" changes); an unknown value stays as stored. */
export function paymentStatusLabel(status: string, t: TFunction): string {
  const key = statusKey(status);
  return key ? t(`admin.payments.statuses.${key}`) : status;
}

export function roublesToKopecks(amount: number): number {
  return Math.round(amount * 100);
}
