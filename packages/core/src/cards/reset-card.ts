// The creator resets a printed card (console; tRPC cards.resetCard, REST POST
// /api/cards/{id}/cards/{cardId}/reset): the wish, its token and window, the fill date and the
// uploaded media go, the card's public files are withdrawn (their URLs answer 404 unless another
// owner shows the same bytes), and the next visitor can fill it again. Views and uses stay: they
// happened. Rows first, then the files (docs/decisions/0019).
import { withTransaction } from "@ar/db";
import { Prisma } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "./collection-access";
import { withdrawFiles } from "../public-files/expose-files";
import { getStorage } from "../storage/get-storage";
import { cardMediaFolder } from "./wish-media";

export async function resetCard(opts: {
  actor: Actor;
  collectionId: number;
  cardId: string;
}): Promise<{ id: string; filled: false }> {
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const cardId = typeof opts.cardId === "string" && opts.cardId.length <= 64 ? opts.cardId : "";
  await withTransaction(async (tx) => {
    const { count } = await tx.card.updateMany({
      where: { id: cardId, collectionId: collection.id },
      data: { wish: Prisma.DbNull, wishTokenHash: null, wishEditableUntil: null, filledAt: null },
    });
    if (count === 0) throw notFound("Card not found");
    await tx.cardMedia.deleteMany({ where: { cardId } });
    await withdrawFiles(tx, { cardId });
  });
  // A compression still running finds its row gone and deletes what it wrote (tracked-task.ts).
  await getStorage().deleteUnder(cardMediaFolder(collection.id, cardId));
  return { id: cardId, filled: false };
}
