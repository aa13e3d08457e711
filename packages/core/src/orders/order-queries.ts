import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../print/collection-access";

async function findOrderFor(actor: Actor, orderId: number) {
  const order = await getDb().order.findUnique({ where: { id: orderId } });
  if (!order || (order.userId !== actor.id && !actor.isAdmin)) throw notFound("Order not found");
  return order;
}

/** GET /api/cards/orders/{id} → {status}; polled every 1.5 s by the wizard's payment step. */
export async function getOrderStatus(opts: { actor: Actor; orderId: number }) {
  const order = await findOrderFor(opts.actor, opts.orderId);
  return { id: order.id, status: order.status, count: order.count, promo: order.promo };
}

/** GET /api/cards/orders/{id}/cards → the order's cards, once it is paid. */
export async function getOrderCards(opts: { actor: Actor; orderId: number }) {
  const order = await findOrderFor(opts.actor, opts.orderId);
  if (order.status !== "paid" && order.status !== "complete") throw new AppError("CONFLICT", "The order is not paid yet");
  return getDb().card.findMany({ where: { orderId: order.id }, select: { id: true }, orderBy: { id: "asc" } });
}
