// Row locks for everything that changes what a payment or an order will issue. The order is
// locked before its payment, always in that order, by buying (a re-buy supersedes the order's
// open payments) and by settling, so the two run one after the other and never deadlock.
import type { Tx } from "@ar/db";

export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
}

export async function lockPayment(tx: Tx, paymentId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Payment" WHERE id = ${paymentId} FOR UPDATE`;
}
