import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";

async function findOrderFor(actor: Actor, orderId: number) {
  const order = await getDb().order.findUnique({ where: { id: orderId } });
  if (!order || (order.userId !== actor.id && !actor.isAdmin)) throw notFound("Order not found");
  return order;
}

/**
 * GET /api/cards/orders/{id} → {status, payment}; polled every 1.5 s by the wizard's payment step.
 * `payment` is the order's latest payment as the server recorded it (from the provider's signed
 * notification, re-read from the provider): the wizard learns of a cancel or failure from it, never
 * from the payment page's word.
 */
export async function getOrderStatus(opts: { actor: Actor; orderId: number }) {
  const order = await findOrderFor(opts.actor, opts.orderId);
  const latest = await getDb().payment.findFirst({
    where: { orderId: order.id },
    orderBy: { id: "desc" },
    select: { id: true, status: true },
  });
  return { id: order.id, status: order.status, count: order.count, promo: order.promo, payment: latest };
}

/** GET /api/cards/orders/{id}/cards → the order's cards, once it is paid. */
export async function getOrderCards(opts: { actor: Actor; orderId: number }) {
  const order = await findOrderFor(opts.actor, opts.orderId);
  if (order.status !== "paid" && order.status !== "complete")
    throw new AppError("CONFLICT", "The order is not paid yet");
  return getDb().card.findMany({ where: { orderId: order.id }, select: { id: true }, orderBy: { id: "asc" } });
}
