// Payment providers: `sandbox` (embedded default: a payment page served by the app itself) and
// `yookassa` (rouble payments through YooKassa's REST API). Chosen by PAYMENT_PROVIDER.
export type CreatedPayment = { providerPaymentId: string; paymentUrl: string };

export interface PaymentProvider {
  readonly name: "sandbox" | "yookassa";
  createPayment(opts: { paymentId: number; amountKopecks: number; description: string; returnUrl: string }): Promise<CreatedPayment>;
  /** Re-reads a payment at the provider: the only status a webhook is allowed to act on. */
  fetchStatus(providerPaymentId: string): Promise<"pending" | "succeeded" | "canceled">;
}
