// The sandbox's payment page actions: show what is being paid, and "pay" or "cancel" — which
// records the sandbox's own outcome and then calls the app's webhook with a signature, over HTTP,
// the way a real provider would. Only the payment's owner sees or acts on it; anyone else gets
// the same not-found as for an id that does not exist (ids are sequential).
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUS } from "./payment-status";
import { sandboxSignature } from "./sandbox-provider";

export async function getSandboxPayment(opts: { actor: Actor; paymentId: number }) {
  const p = await getDb().payment.findUnique({
    where: { id: opts.paymentId },
    select: {
      id: true,
      userId: true,
      amountKopecks: true,
      description: true,
      status: true,
      provider: true,
      providerPaymentId: true,
      orderId: true,
    },
  });
  if (!p || p.userId !== opts.actor.id || p.provider !== "sandbox" || !p.providerPaymentId)
    throw notFound("Payment not found");
  return { id: p.id, amount: p.amountKopecks / 100, description: p.description, status: p.status, orderId: p.orderId };
}

export async function completeSandboxPayment(opts: {
  actor: Actor;
  paymentId: number;
  outcome: "succeeded" | "canceled";
}): Promise<void> {
  const p = await getSandboxPayment(opts);
  if (p.status === PAYMENT_STATUS.success) return;
  const replaced = () => new AppError("CONFLICT", "This payment can no longer be paid (a newer one replaced it)");
  if (!OPEN_PAYMENT_STATUSES.includes(p.status)) throw replaced();
  // Conditional, so a payment superseded since the read above is not paid at the "provider".
  const recorded = await getDb().payment.updateMany({
    where: { id: p.id, status: { in: OPEN_PAYMENT_STATUSES } },
    data: { providerStatus: opts.outcome },
  });
  if (recorded.count !== 1) throw replaced();
  const row = await getDb().payment.findUniqueOrThrow({ where: { id: p.id }, select: { providerPaymentId: true } });
  const body = JSON.stringify({ event: `payment.${opts.outcome}`, object: { id: row.providerPaymentId } });
  const res = await fetch(`${getServerEnv().APP_URL}/api/payments/sandbox/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Sandbox-Signature": sandboxSignature(body) },
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!res?.ok) throw new AppError("UNAVAILABLE", "The webhook call failed");
}
