// The sandbox provider: the "payment page" is the app's own /pay/sandbox/{id}. Confirming there
// calls the app's webhook with an HMAC signature, exactly as a real provider would call in.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import type { PaymentProvider } from "./payment-provider";

export function sandboxSignature(body: string): string {
  return createHmac("sha256", getServerEnv().SANDBOX_WEBHOOK_SECRET).update(body).digest("hex");
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
    return { providerPaymentId: `sandbox-${opts.paymentId}`, paymentUrl: `${getServerEnv().APP_URL}/pay/sandbox/${opts.paymentId}` };
  },
  async fetchStatus(providerPaymentId) {
    // The sandbox's "provider state" is what its page recorded.
    const p = await getDb().payment.findUnique({ where: { providerPaymentId }, select: { providerStatus: true } });
    return (p?.providerStatus as "pending" | "succeeded" | "canceled" | undefined) ?? "pending";
  },
};
