// The sandbox provider: the "payment page" is the app's own /pay/sandbox/{id}. Confirming there
// calls the app's webhook with an HMAC signature, exactly as a real provider would call in. Its
// "provider state" is what its page recorded (Payment.providerStatus); it takes exactly the
// amount it was created with, in roubles.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import type { PaymentProvider } from "./payment-provider";
import { sandboxWebhookSecret } from "./sandbox-webhook-secret";

export function sandboxSignature(body: string): string {
  return createHmac("sha256", sandboxWebhookSecret()).update(body).digest("hex");
}

export function verifySandboxSignature(body: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sandboxSignature(body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createPayment(opts) {
    return {
      providerPaymentId: `sandbox-${opts.paymentId}`,
      paymentUrl: `${getServerEnv().APP_URL}/pay/sandbox/${opts.paymentId}`,
    };
  },
  async fetchPayment(providerPaymentId) {
    const p = await getDb().payment.findUnique({
      where: { providerPaymentId },
      select: { providerStatus: true, amountKopecks: true },
    });
    const status = (p?.providerStatus as "pending" | "succeeded" | "canceled" | null | undefined) ?? "pending";
    return { status, amountKopecks: p?.amountKopecks ?? 0, currency: "RUB" };
  },
  async cancelPayment(providerPaymentId) {
    // Like a real provider, a payment it already took cannot be cancelled any more.
    const res = await getDb().payment.updateMany({
      where: { providerPaymentId, OR: [{ providerStatus: null }, { providerStatus: { not: "succeeded" } }] },
      data: { providerStatus: "canceled" },
    });
    return res.count === 1;
  },
};
