// Spec 3/4: a payment is success or pending; any other status value counts as failed (and its
// row is highlighted). Only a pending payment can be marked paid.
export type PaymentTone = "success" | "pending" | "failed";

export function paymentTone(status: string): PaymentTone {
  if (status === "success") return "success";
  if (status === "pending") return "pending";
  return "failed";
}

export function canMarkPaid(status: string): boolean {
  return paymentTone(status) === "pending";
}

/** Amounts come in roubles (possibly with kopecks); the shared price helper takes kopecks. */
export function roublesToKopecks(amount: number): number {
  return Math.round(amount * 100);
}
