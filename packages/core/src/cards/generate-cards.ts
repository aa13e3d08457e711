// Card generation. A batch has a key, unique per collection, so a retried request (same
// requestId) or a repeated job for the same order returns the first batch instead of a second.
// Business rule (docs/decisions/0006): a batch from the classic editor spends the owner's
// cardsBalance, one per card, and is refused when the balance is short; administrators are not
// charged; a batch for a paid order is covered by the order and spends nothing.
import { z } from "zod";
import { Prisma, withTransaction, type Tx } from "@ar/db";
import { AppError } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "./collection-access";
import { newCardId } from "./card-id";

export const MAX_CARDS_PER_BATCH = 10_000;

export const generateCardsInput = z.object({
  count: z
    .number({ error: (iss) => (iss.input === undefined ? "required" : undefined) })
    .int()
    .min(1)
    .max(MAX_CARDS_PER_BATCH),
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/)
    .optional(),
});

export type CardBatchResult = { batchId: number; created: boolean; cards: { id: string }[] };

async function existingBatch(tx: Tx, collectionId: number, key: string): Promise<CardBatchResult | null> {
  const batch = await tx.cardBatch.findUnique({
    where: { collectionId_key: { collectionId, key } },
    include: { cards: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  return batch ? { batchId: batch.id, created: false, cards: batch.cards } : null;
}

/** Makes `count` cards under `key` in the caller's transaction, charging `chargeUserId` if given. */
export async function createCardBatch(
  tx: Tx,
  opts: { collectionId: number; key: string; count: number; chargeUserId?: number; orderId?: number },
): Promise<CardBatchResult> {
  const found = await existingBatch(tx, opts.collectionId, opts.key);
  if (found) return found;
  if (opts.chargeUserId !== undefined) {
    const charged = await tx.user.updateMany({
      where: { id: opts.chargeUserId, cardsBalance: { gte: opts.count } },
      data: { cardsBalance: { decrement: opts.count } },
    });
    if (charged.count !== 1)
      throw new AppError("CONFLICT", "Not enough cards on the balance", { fields: { count: "insufficient_balance" } });
  }
  const batch = await tx.cardBatch.create({
    data: {
      collectionId: opts.collectionId,
      key: opts.key,
      count: opts.count,
      chargedCards: opts.chargeUserId !== undefined ? opts.count : 0,
    },
  });
  const ids = Array.from({ length: opts.count }, newCardId);
  await tx.card.createMany({
    data: ids.map((id) => ({ id, collectionId: opts.collectionId, batchId: batch.id, orderId: opts.orderId ?? null })),
  });
  return { batchId: batch.id, created: true, cards: ids.sort().map((id) => ({ id })) };
}

function isUniqueViolation(e: unknown): boolean {
  return e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";
}

/** POST /api/cards/{id}/generate-cards {count, requestId?}. */
export async function generateCards(opts: {
  actor: Actor;
  collectionId: number;
  input: unknown;
}): Promise<CardBatchResult> {
  const input = generateCardsInput.parse(opts.input);
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const key = `request:${input.requestId ?? newCardId()}`;
  const run = () =>
    withTransaction((tx) =>
      createCardBatch(tx, {
        collectionId: collection.id,
        key,
        count: input.count,
        ...(opts.actor.isAdmin ? {} : { chargeUserId: opts.actor.id }),
      }),
    );
  try {
    return await run();
  } catch (e) {
    // Two identical requests at once: the loser of the unique key finds the winner's batch.
    if (isUniqueViolation(e)) return run();
    throw e;
  }
}
