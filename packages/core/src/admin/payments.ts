// Admin payments: a paged list (fixed page size) with a successful-only option, and marking a
// pending payment paid. Marking is allowed only from pending (409 otherwise, so a double click
// changes nothing twice; a superseded payment is not pending); it settles like a provider's
// success: the order paid and the cards that payment paid for (once, keyed by order).
import { z } from "zod";
import { getDb, withTransaction } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { SessionUser } from "../auth/sessions";
import { settlePayment } from "../payments/settle-payment";
import { audit } from "./audit";

export const PAYMENTS_PAGE_SIZE = 20;

export const listPaymentsInput = z.object({
  // Query-string text is made a number or a boolean by the REST door (packages/api query-input.ts).
  page: z.number().int().min(1).max(1_000_000).default(1),
  onlySuccess: z.boolean().default(false),
});

/**
 * `user` is null for a deleted account: the payment stays as a record, the person does not.
 * `providerAmount` (roubles, like `amount`) is what the provider reported when it differed
 * (status amount_mismatch), so the admin can see what to check; null otherwise.
 */
export type AdminPaymentDto = {
  id: number;
  createdAt: string;
  amount: number;
  providerAmount: number | null;
  user: { id: number; email: string } | null;
  description: string;
  status: string;
  orderId: number | null;
};

export async function listPayments(opts: { input: unknown }): Promise<{ data: AdminPaymentDto[]; pageCount: number }> {
  const { page, onlySuccess } = listPaymentsInput.parse(opts.input ?? {});
  const where = onlySuccess ? { status: "success" } : {};
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * PAYMENTS_PAGE_SIZE,
      take: PAYMENTS_PAGE_SIZE,
      include: { user: { select: { id: true, email: true } } },
    }),
    db.payment.count({ where }),
  ]);
  return {
    data: rows.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      amount: p.amountKopecks / 100,
      providerAmount: p.providerAmountKopecks === null ? null : p.providerAmountKopecks / 100,
      user: p.user,
      description: p.description,
      status: p.status,
      orderId: p.orderId,
    })),
    pageCount: Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)),
  };
}

export async function markPaymentPaid(opts: {
  admin: SessionUser;
  paymentId: number;
}): Promise<{ id: number; status: "success" }> {
  return withTransaction(async (tx) => {
    const payment = await tx.payment.findUnique({ where: { id: opts.paymentId } });
    if (!payment) throw notFound("Payment not found");
    const settled = await settlePayment(tx, { paymentId: payment.id, allowFrom: ["pending"] });
    if (!settled.changed)
      throw new AppError("CONFLICT", `Only a pending payment can be marked paid (this one is ${settled.status})`);
    await audit(tx, opts.admin, {
      action: "payment.markPaid",
      targetType: "Payment",
      targetId: payment.id,
      changes: { status: { from: "pending", to: "success" }, orderId: payment.orderId },
    });
    return { id: payment.id, status: "success" as const };
  });
}
