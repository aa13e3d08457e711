// The one way a payment becomes successful, used by provider webhooks and the admin's mark-paid:
// payment success → order paid → the cards THIS payment paid for (its own count, not the order's,
// which a re-buy may have changed), made once (batch key order:<id>). Under row locks (order,
// then payment), so two settles of one payment, or a settle racing a re-buy, run one after the
// other: the second sees the first's outcome. See docs/decisions/0014-payment-settlement.md.
import type { Tx } from "@ar/db";
import { createCardBatch } from "../cards/generate-cards";
import { notFound } from "../errors/app-error";
import { getLogger } from "../log/logger";
import { countPromoUse } from "../promo/count-promo-use";
import { lockOrder, lockPayment } from "./lock-payment-rows";
import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUS } from "./payment-status";

/** What the provider reported taking; absent for an admin's mark-paid (a person checked it). */
export type ReportedAmount = { amountKopecks: number; currency: string };

export async function settlePayment(
  tx: Tx,
  opts: { paymentId: number; allowFrom: string[]; reported?: ReportedAmount },
): Promise<{ changed: boolean; status: string }> {
  const head = await tx.payment.findUnique({ where: { id: opts.paymentId }, select: { orderId: true } });
  if (!head) throw notFound("Payment not found");
  if (head.orderId !== null) await lockOrder(tx, head.orderId);
  await lockPayment(tx, opts.paymentId);
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: opts.paymentId }, include: { order: true } });
  const keep = (status: string) => ({ changed: false, status });
  const mark = async (status: string, extra: { providerAmountKopecks?: number } = {}) => {
    await tx.payment.update({ where: { id: payment.id }, data: { status, ...extra } });
    return keep(status);
  };
  const log = getLogger().child({ paymentId: payment.id, orderId: payment.orderId });

  if (payment.status === PAYMENT_STATUS.success) return keep(payment.status);
  if (payment.status === PAYMENT_STATUS.superseded && opts.reported) {
    log.error(
      { provider: payment.provider, amountKopecks: opts.reported.amountKopecks },
      "the provider took a superseded payment: nothing issued, refund it",
    );
    return mark(PAYMENT_STATUS.supersededPaid, { providerAmountKopecks: opts.reported.amountKopecks });
  }
  if (!opts.allowFrom.includes(payment.status)) return keep(payment.status);
  if (opts.reported && (opts.reported.currency !== "RUB" || opts.reported.amountKopecks !== payment.amountKopecks)) {
    log.error(
      { expectedKopecks: payment.amountKopecks, reported: opts.reported },
      "the provider reported another amount: payment not settled",
    );
    return mark(PAYMENT_STATUS.amountMismatch, { providerAmountKopecks: opts.reported.amountKopecks });
  }
  // Another payment of the order settled first (only possible for rows older than superseding).
  if (payment.order && payment.order.status !== "waitForPayment") {
    log.error("the order was already paid by another payment: this one is not settled");
    return opts.reported
      ? mark(PAYMENT_STATUS.supersededPaid, { providerAmountKopecks: opts.reported.amountKopecks })
      : mark(PAYMENT_STATUS.superseded);
  }

  // The code's use is counted here, once: an order is paid once (the order lock and the status
  // check above). The price was checked when the payment was made; only the limit can have been
  // reached since, by another order paid first (docs/decisions/0029-promo-codes.md).
  if (payment.promo && payment.order && !(await countPromoUse(tx, payment.promo))) {
    log.error(
      { promo: payment.promo },
      "the promo code was used up by another order paid first: nothing issued, refund it",
    );
    return mark(
      PAYMENT_STATUS.promoUsedUp,
      opts.reported ? { providerAmountKopecks: opts.reported.amountKopecks } : {},
    );
  }
  await tx.payment.update({ where: { id: payment.id }, data: { status: PAYMENT_STATUS.success } });
  if (payment.order) {
    const order = await tx.order.update({
      where: { id: payment.order.id },
      data: {
        status: "paid",
        paidAt: new Date(),
        count: payment.count,
        promo: payment.promo,
        amountKopecks: payment.amountKopecks,
      },
    });
    // The order outlives a deleted collection or account (a financial record): the payment is
    // recorded, but there is nowhere to put cards, so someone must refund it.
    if (order.collectionId === null) log.error("paid for a deleted collection: no cards issued, refund it");
    else
      await createCardBatch(tx, {
        collectionId: order.collectionId,
        key: `order:${order.id}`,
        count: payment.count,
        orderId: order.id,
      });
  }
  return { changed: true, status: PAYMENT_STATUS.success };
}

/**
 * A failure report never undoes a success (notifications may arrive out of order), nor hides why
 * a payment was set aside (superseded, amount mismatch).
 */
export async function failPayment(tx: Tx, opts: { paymentId: number; status: string }): Promise<void> {
  await tx.payment.updateMany({
    where: { id: opts.paymentId, status: { in: OPEN_PAYMENT_STATUSES } },
    data: { status: opts.status },
  });
}
