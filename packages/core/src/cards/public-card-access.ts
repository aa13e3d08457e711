// Which cards the public doors (the card viewer: GET /api/public/cards/{id}, media, wish) answer
// for, decided once: an unknown id (or one that cannot be a card id), and a card of a deleted
// collection (its cards went with it), are 404 "This card does not exist"; a card whose order
// exists and is not paid is 403 "This card is not paid yet". Cards generated from the account's
// balance and test cards have no order and are open. Every public door of a card — the page, its
// media, the wish, the view/use events — looks the card up here, so they refuse the same cards.
// A card of an archived collection is still found (its printed wish keeps showing); it takes no
// new wish (editState in public-card.ts).
import { getDb, type Prisma } from "@ar/db";
import { AppError } from "../errors/app-error";
import { errorCodes } from "../errors/error-codes";

/** Card ids are 16 characters today; older and test ids are longer. Anything else names no card. */
const CARD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const select = {
  id: true,
  isTest: true,
  wish: true,
  wishTokenHash: true,
  wishEditableUntil: true,
  filledAt: true,
  collectionId: true,
  order: { select: { status: true } },
  collection: {
    select: {
      id: true,
      archivedAt: true,
      cardType: true,
      trackingType: true,
      data: true,
      backgroundFrontSrc: true,
      backgroundBackSrc: true,
    },
  },
} satisfies Prisma.CardSelect;

export type PublicCardRow = Prisma.CardGetPayload<{ select: typeof select }>;

export const cardNotFound = () => new AppError("NOT_FOUND", "This card does not exist");

export async function findPublicCard(
  cardId: string,
  db: Pick<Prisma.TransactionClient, "card"> = getDb(),
): Promise<PublicCardRow> {
  if (typeof cardId !== "string" || !CARD_ID.test(cardId)) throw cardNotFound();
  const card = await db.card.findUnique({ where: { id: cardId }, select });
  if (!card) throw cardNotFound();
  if (card.order && card.order.status !== "paid" && card.order.status !== "complete")
    throw new AppError("FORBIDDEN", "This card is not paid yet");
  return card;
}

/**
 * The HTTP status of a card's public page (the viewer's HTML shell, apps/web's viewer routes): the
 * same verdict as the card's API doors, so a dead card link reads as dead to crawlers and link
 * checkers — 404 unknown, 403 not paid yet, else 200.
 */
export async function publicCardPageStatus(cardId: string): Promise<200 | 403 | 404> {
  try {
    await findPublicCard(cardId);
    return 200;
  } catch (err) {
    // The statuses the card's API doors answer for the same refusal (the one code → status table).
    const status = err instanceof AppError ? errorCodes[err.code].status : null;
    if (status === 403 || status === 404) return status;
    throw err;
  }
}
