// Payment providers: `sandbox` (embedded default: a payment page served by the app itself) and
// `yookassa` (rouble payments through YooKassa's REST API). Chosen by PAYMENT_PROVIDER.
export type CreatedPayment = { providerPaymentId: string; paymentUrl: string };

/** What the provider says about a payment: its outcome and the amount it took. */
export type ProviderPayment = { status: "pending" | "succeeded" | "canceled"; amountKopecks: number; currency: string };

export type PaymentProviderName = "sandbox" | "yookassa";

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(opts: {
    paymentId: number;
    amountKopecks: number;
    description: string;
    returnUrl: string;
  }): Promise<CreatedPayment>;
  /** Re-reads a payment at the provider: the only state a webhook is allowed to act on. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Withdraws a payment the buyer should no longer pay; false when this provider cannot. */
  cancelPayment(providerPaymentId: string): Promise<boolean>;
}
