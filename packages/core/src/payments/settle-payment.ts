// The one way a payment becomes successful, used by provider webhooks and the admin's mark-paid:
// payment success → order paid → the order's cards made once (batch key order:<id>). Safe to
// run twice: a payment already successful changes nothing.
import type { Tx } from "@ar/db";
import { createCardBatch } from "../cards/generate-cards";

export async function settlePayment(tx: Tx, opts: { paymentId: number; allowFrom: string[] }): Promise<{ changed: boolean; status: string }> {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: opts.paymentId } });
  if (payment.status === "success") return { changed: false, status: "success" };
  const updated = await tx.payment.updateMany({ where: { id: payment.id, status: { in: opts.allowFrom } }, data: { status: "success" } });
  if (updated.count !== 1) return { changed: false, status: payment.status };
  if (payment.orderId) {
    const order = await tx.order.update({ where: { id: payment.orderId }, data: { status: "paid", paidAt: new Date() } });
    await createCardBatch(tx, { collectionId: order.collectionId, key: `order:${order.id}`, count: order.count, orderId: order.id });
  }
  return { changed: true, status: "success" };
}

/** A failure report never undoes a success (notifications may arrive out of order). */
export async function failPayment(tx: Tx, opts: { paymentId: number; status: string }): Promise<void> {
  await tx.payment.updateMany({ where: { id: opts.paymentId, status: { not: "success" } }, data: { status: opts.status } });
}
