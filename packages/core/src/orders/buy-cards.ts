// POST /api/cards/{id}/buy {count, promo, orderId?} → {orderId, amount, paymentUrl}. The price is
// computed here (never taken from the browser). An unpaid order given by id is reused with the
// new count and promo ("Повторить оплату"); otherwise a new order is made. Each call makes a
// pending Payment at the provider; the order becomes paid only from the server side.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { findCollectionFor, type Actor } from "../print/collection-access";
import { getPaymentProvider } from "../payments/get-provider";
import { priceInput, priceKopecks } from "./pricing";

export const buyInput = priceInput.extend({ orderId: z.number().int().positive().optional() });

export async function buyCards(opts: { actor: Actor; collectionId: number; input: unknown }) {
  const input = buyInput.parse(opts.input);
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const { orderId, paymentId, amountKopecks } = await withTransaction(async (tx) => {
    const price = await priceKopecks(tx, input.count, input.promo);
    let order;
    if (input.orderId) {
      const existing = await tx.order.findUnique({ where: { id: input.orderId } });
      if (!existing || existing.collectionId !== collection.id) throw new AppError("NOT_FOUND", "Order not found");
      if (existing.status !== "waitForPayment") throw new AppError("CONFLICT", "This order is already paid", { fields: { orderId: "paid" } });
      order = await tx.order.update({ where: { id: existing.id }, data: { count: input.count, promo: input.promo ?? null, amountKopecks: price.totalKopecks } });
    } else {
      order = await tx.order.create({ data: { collectionId: collection.id, userId: collection.userId, count: input.count, promo: input.promo ?? null, amountKopecks: price.totalKopecks } });
    }
    const payment = await tx.payment.create({
      data: { userId: collection.userId, orderId: order.id, amountKopecks: price.totalKopecks, description: `AR cards × ${input.count} (collection ${collection.id})`, status: "pending", provider: getPaymentProvider().name },
    });
    return { orderId: order.id, paymentId: payment.id, amountKopecks: price.totalKopecks };
  });
  try {
    const created = await getPaymentProvider().createPayment({
      paymentId,
      amountKopecks,
      description: `AR cards × ${input.count}`,
      returnUrl: `${getServerEnv().APP_URL}/cards-v2/${collection.id}?order=${orderId}`,
    });
    await getDb().payment.update({ where: { id: paymentId }, data: { providerPaymentId: created.providerPaymentId, paymentUrl: created.paymentUrl } });
    return { orderId, paymentId, amount: amountKopecks / 100, paymentUrl: created.paymentUrl };
  } catch (e) {
    await getDb().payment.update({ where: { id: paymentId }, data: { status: "failed" } });
    throw e;
  }
}
