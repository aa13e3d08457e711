// POST /api/cards/{id}/buy {count, promo, orderId?} → {orderId, amount, paymentUrl}. The price is
// computed here (never taken from the browser). An unpaid order given by id is reused with the
// new count and promo ("Повторить оплату"); otherwise a new order is made. Each call makes a
// pending Payment carrying its own amount, count and promo; the order becomes paid only from the
// server side (settlePayment), for what the settled payment says.
//
// A re-buy supersedes the order's earlier open payments in the same transaction, under the
// order's row lock (the one settling takes too), so an earlier, cheaper payment can never settle
// for the new count; they are then withdrawn at their provider where it allows (ADR 0014).
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction, type Tx } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getLogger } from "../log/logger";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "../cards/collection-access";
import { getPaymentProvider, providerNamed } from "../payments/get-provider";
import { lockOrder } from "../payments/lock-payment-rows";
import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUS } from "../payments/payment-status";
import { tryPromoCode } from "../promo/promo-attempt";
import { priceInput, priceKopecks } from "./pricing";

export const buyInput = priceInput.extend({ orderId: z.number().int().positive().optional() });

type Superseded = { id: number; provider: string; providerPaymentId: string | null };

export async function buyCards(opts: { actor: Actor; ip: string; collectionId: number; input: unknown }) {
  const input = buyInput.parse(opts.input);
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  // The purchase is a door for trying codes as much as the price is: the same limits, before any row is written.
  if (input.promo) await tryPromoCode({ userId: opts.actor.id, ip: opts.ip }, input.promo);
  const promo = input.promo ?? null;
  const { orderId, paymentId, amountKopecks, superseded } = await withTransaction(async (tx) => {
    const price = await priceKopecks(tx, input.count, input.promo);
    const terms = { count: input.count, promo, amountKopecks: price.totalKopecks };
    let order;
    let superseded: Superseded[] = [];
    if (input.orderId) {
      await lockOrder(tx, input.orderId);
      const existing = await tx.order.findUnique({ where: { id: input.orderId } });
      if (!existing || existing.collectionId !== collection.id) throw new AppError("NOT_FOUND", "Order not found");
      if (existing.status !== "waitForPayment")
        throw new AppError("CONFLICT", "This order is already paid", { fields: { orderId: "paid" } });
      superseded = await supersedeOpenPayments(tx, existing.id);
      order = await tx.order.update({ where: { id: existing.id }, data: terms });
    } else {
      order = await tx.order.create({ data: { collectionId: collection.id, userId: collection.userId, ...terms } });
    }
    const payment = await tx.payment.create({
      data: {
        userId: collection.userId,
        orderId: order.id,
        ...terms,
        description: `AR cards × ${input.count} (collection ${collection.id})`,
        status: PAYMENT_STATUS.pending,
        provider: getPaymentProvider().name,
      },
    });
    return { orderId: order.id, paymentId: payment.id, amountKopecks: price.totalKopecks, superseded };
  });
  await withdrawAtProviders(superseded);
  try {
    const created = await getPaymentProvider().createPayment({
      paymentId,
      amountKopecks,
      description: `AR cards × ${input.count}`,
      returnUrl: `${getServerEnv().APP_URL}/cards-v2/${collection.id}?order=${orderId}`,
    });
    await getDb().payment.update({
      where: { id: paymentId },
      data: { providerPaymentId: created.providerPaymentId, paymentUrl: created.paymentUrl },
    });
    return { orderId, paymentId, amount: amountKopecks / 100, paymentUrl: created.paymentUrl };
  } catch (e) {
    await getDb().payment.update({ where: { id: paymentId }, data: { status: PAYMENT_STATUS.failed } });
    throw e;
  }
}

async function supersedeOpenPayments(tx: Tx, orderId: number): Promise<Superseded[]> {
  const open = await tx.payment.findMany({
    where: { orderId, status: { in: OPEN_PAYMENT_STATUSES } },
    select: { id: true, provider: true, providerPaymentId: true },
  });
  if (open.length)
    await tx.payment.updateMany({
      where: { id: { in: open.map((p) => p.id) } },
      data: { status: PAYMENT_STATUS.superseded },
    });
  return open;
}

/** Best effort: a payment that stays payable at its provider is still refused when it settles. */
async function withdrawAtProviders(payments: Superseded[]): Promise<void> {
  for (const p of payments) {
    if (!p.providerPaymentId) continue;
    const withdrawn = await providerNamed(p.provider)
      .cancelPayment(p.providerPaymentId)
      .catch((e: unknown) => {
        getLogger().warn({ err: e, paymentId: p.id }, "could not cancel a superseded payment at its provider");
        return false;
      });
    if (!withdrawn)
      getLogger().info(
        { paymentId: p.id, provider: p.provider },
        "a superseded payment stays open at its provider; it cannot settle",
      );
  }
}
