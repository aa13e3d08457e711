// A card collection ready to print: a front and a back image in storage and `cards` card rows.
// Print, worker-recovery and delete-race tests all start from one.
import sharp from "sharp";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core/storage";

type Options = {
  cardType?: "classic" | "v2";
  domain?: string;
  /** card image width in pixels (100 px a cm; 740 by default), the height in A-series proportion */ imageWidth?: number;
  cardIdPrefix?: string;
};

export async function collectionWithCards(userId: number, cards: number, opts: Options = {}) {
  const db = getDb();
  const width = opts.imageWidth ?? 740;
  const height = Math.round((width * 1050) / 740);
  const image = (color: string) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  const qrSize = Math.round((width * 200) / 740);
  const collection = await db.cardCollection.create({
    data: {
      userId,
      cardType: opts.cardType ?? "classic",
      data: {
        ...(opts.domain ? { domain: opts.domain } : {}),
        cardWidth: width / 100,
        frontside: {
          width,
          height,
          qrPosition: { x: Math.round((width - qrSize) / 2), y: Math.round((height * 2) / 3), size: qrSize },
          qrColors: { dark: "#000000", light: "#FFFFFF" },
        },
        backside: { width, height },
      },
    },
  });
  const frontKey = `collections/${collection.id}/front.jpg`;
  const backKey = `collections/${collection.id}/back.jpg`;
  await getStorage().put(frontKey, await image("#3366cc"), { contentType: "image/jpeg" });
  await getStorage().put(backKey, await image("#cc6633"), { contentType: "image/jpeg" });
  await db.cardCollection.update({
    where: { id: collection.id },
    data: { backgroundFrontSrc: frontKey, backgroundBackSrc: backKey },
  });
  const prefix = opts.cardIdPrefix ?? "c";
  const cardIds = Array.from(
    { length: cards },
    (_, i) => `${prefix}${collection.id}x${i}${Math.random().toString(36).slice(2, 8)}`,
  );
  await db.card.createMany({ data: cardIds.map((id) => ({ id, collectionId: collection.id })) });
  return { collection, cardIds };
}

/** The A4 cut the print tests use: one card per place, dashed white cut lines. */
export const A4_CUT = {
  template: "A4",
  width: 21,
  height: 29.6,
  placement: "center",
  cutLineStyle: "dashed",
  linesColor: "#FFFFFF",
  extendedLinesWidth: 2,
  extendedLinesColor: "#000000",
  count: 1,
} as const;
