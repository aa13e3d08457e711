// The sandbox's payment page actions: show what is being paid, and "pay" or "cancel" — which
// records the sandbox's own outcome and then calls the app's webhook with a signature, over HTTP,
// the way a real provider would.
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import { sandboxSignature } from "./sandbox-provider";

export async function getSandboxPayment(paymentId: number) {
  const p = await getDb().payment.findUnique({ where: { id: paymentId }, select: { id: true, amountKopecks: true, description: true, status: true, provider: true, providerPaymentId: true, orderId: true } });
  if (!p || p.provider !== "sandbox" || !p.providerPaymentId) throw notFound("Payment not found");
  return { id: p.id, amount: p.amountKopecks / 100, description: p.description, status: p.status, orderId: p.orderId };
}

export async function completeSandboxPayment(opts: { paymentId: number; outcome: "succeeded" | "canceled" }): Promise<void> {
  const p = await getSandboxPayment(opts.paymentId);
  if (p.status === "success") return;
  const row = await getDb().payment.update({ where: { id: p.id }, data: { providerStatus: opts.outcome }, select: { providerPaymentId: true } });
  const body = JSON.stringify({ event: `payment.${opts.outcome}`, object: { id: row.providerPaymentId } });
  const res = await fetch(`${getServerEnv().APP_URL}/api/payments/sandbox/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Sandbox-Signature": sandboxSignature(body) },
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!res?.ok) throw new AppError("UNAVAILABLE", "The webhook call failed");
}
