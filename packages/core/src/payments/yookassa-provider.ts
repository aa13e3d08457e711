// YooKassa adapter: creates a payment through POST /v3/payments (Basic auth shopId:secretKey,
// an Idempotence-Key per our payment, so a retried call never makes a second one) and re-reads
// GET /v3/payments/{id} (status and amount) before trusting a webhook notification.
//
// Payments are made with capture: true, so they go from pending straight to succeeded. YooKassa
// cancels only waiting_for_capture payments (POST /v3/payments/{id}/cancel), so a superseded
// pending payment cannot be withdrawn there: cancelPayment says so, the payment page stays open
// at YooKassa until it expires, and if the buyer pays it anyway settling refuses it
// (superseded_paid, shown to admins for a refund). See docs/decisions/0014-payment-settlement.md.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { AppError } from "../errors/app-error";
import type { PaymentProvider } from "./payment-provider";

const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() }).optional(),
  confirmation: z.object({ confirmation_url: z.string().url().optional() }).optional(),
});

function auth(): { base: string; header: string } {
  const env = getServerEnv();
  if (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY)
    throw new AppError("UNAVAILABLE", "YooKassa is not configured");
  return {
    base: env.YOOKASSA_API_URL.replace(/\/+$/, ""),
    header: `Basic ${Buffer.from(`${env.YOOKASSA_SHOP_ID}:${env.YOOKASSA_SECRET_KEY}`).toString("base64")}`,
  };
}

async function call(path: string, init: RequestInit) {
  const { base, header } = auth();
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: header, "Content-Type": "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError("UNAVAILABLE", "The payment provider did not answer");
  }
  if (!res.ok) throw new AppError("UNAVAILABLE", `The payment provider refused (${res.status})`);
  return paymentSchema.parse(await res.json());
}

export const yookassaProvider: PaymentProvider = {
  name: "yookassa",
  async createPayment(opts) {
    const payment = await call("/v3/payments", {
      method: "POST",
      headers: { "Idempotence-Key": `ar-payment-${opts.paymentId}` },
      body: JSON.stringify({
        amount: { value: (opts.amountKopecks / 100).toFixed(2), currency: "RUB" },
        capture: true,
        confirmation: { type: "redirect", return_url: opts.returnUrl },
        description: opts.description.slice(0, 128),
        metadata: { paymentId: String(opts.paymentId) },
      }),
    });
    const url = payment.confirmation?.confirmation_url;
    if (!url) throw new AppError("UNAVAILABLE", "The payment provider gave no confirmation page");
    return { providerPaymentId: payment.id, paymentUrl: url };
  },
  async fetchPayment(providerPaymentId) {
    const payment = await call(`/v3/payments/${encodeURIComponent(providerPaymentId)}`, { method: "GET" });
    // Without the amount nothing can be checked, so nothing is settled on this answer.
    if (!payment.amount) throw new AppError("UNAVAILABLE", "The payment provider gave no amount");
    const status =
      payment.status === "succeeded" ? "succeeded" : payment.status === "canceled" ? "canceled" : "pending";
    return { status, amountKopecks: kopecks(payment.amount.value), currency: payment.amount.currency };
  },
  async cancelPayment() {
    return false;
  },
};

/** "1234.5" → 123450, without going through floating point. */
function kopecks(value: string): number {
  const [whole = "0", part = ""] = value.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}
