// Creating, updating and removing collections (platform spec §7 "Cards", §4 removal rule).
import { z } from "zod";
import { getDb, withTransaction, type Tx } from "@ar/db";
import { AppError } from "../errors/app-error";
import { requireFeature } from "../account/require-feature";
import { queueImageTarget } from "../image-targets/image-targets";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "./collection-access";
import { printDataSchema } from "../print/print-design";
import { deletePackFolders } from "../packs/pack-commands";
import { purgeUnusedRetiredPacks } from "../packs/retire-pack";
import { newCardId } from "./card-id";
import { getCollection } from "./collection-queries";
import { assertOfferedDomain } from "./offered-domains";
import { httpLink } from "./gift-link";
import type { CollectionDto } from "./collection-dto";

const MAX_DATA_BYTES = 64 * 1024;
// The fixed gift link the card opens: empty (no gift, or not fixed) or an http(s) link, by the
// check the wish's own gift link passes. The viewer reads it through the same check, for rows
// saved before this one.
const presentUrl = z
  .string()
  .refine((v) => v.trim() === "" || httpLink(v) !== null, {
    message: "The gift link must be an http(s) address",
    params: { code: "invalid" },
  })
  .nullish();
// The print part of `data` must be printable as saved (card width within the print bounds, a
// valid domain or none), by the same schema the print reads it with.
const designData = printDataSchema.extend({ presentUrl }).refine((d) => JSON.stringify(d).length <= MAX_DATA_BYTES, {
  message: "too large",
  params: { code: "too_large" },
});
const packIds = z.array(z.number().int().positive()).max(50);

export const createCollectionInput = z.object({
  trackingType: z.enum(["qr", "image"]).default("qr"),
  type: z.enum(["v2", "classic"]).default("v2"),
  assetPacks: packIds.default([]),
  data: designData.default({}),
});
export const updateCollectionInput = z.object({
  trackingType: z.enum(["qr", "image"]).optional(),
  type: z.enum(["v2", "classic"]).optional(),
  assetPacks: packIds.optional(),
  data: designData.optional(),
});

/**
 * Attached packs must be packs the user has (got, authored, or any for an admin), or packs the
 * collection already attaches: a pack its author deleted stays attached (docs/decisions/0019).
 */
async function assertUsablePacks(tx: Tx, actor: Actor, ids: number[], collectionId?: number): Promise<void> {
  if (ids.length === 0 || actor.isAdmin) return;
  const unique = [...new Set(ids)];
  const usable = await tx.assetPack.count({
    where: {
      id: { in: unique },
      OR: [
        { owners: { some: { userId: actor.id } } },
        ...(collectionId ? [{ collections: { some: { collectionId } } }] : []),
      ],
    },
  });
  if (usable !== unique.length)
    throw new AppError("BAD_REQUEST", "Some packs are not in your packs", { fields: { assetPacks: "invalid" } });
}

/**
 * Editors spec 6: choosing the cards' domain is for accounts with `wishes` (the features step shows
 * the selector only to them; docs/decisions/0013). Keeping the saved one, or dropping it, is not.
 */
function assertMayChooseDomain(actor: Actor, data: { domain?: string | null } | undefined, saved: unknown): void {
  const domain = data?.domain?.trim() || null;
  const before =
    typeof saved === "object" && saved !== null && typeof (saved as { domain?: unknown }).domain === "string"
      ? (saved as { domain: string }).domain.trim()
      : null;
  if (domain && domain !== before) requireFeature(actor, "wishes");
}

const savedDomain = (data: unknown): unknown =>
  typeof data === "object" && data !== null ? (data as { domain?: unknown }).domain : undefined;

/** Creates the collection and its test card (the QR scanned on the wizard's check step). */
export async function createCollection(opts: {
  actor: Actor;
  input: unknown;
}): Promise<CollectionDto & { testCard: { id: string } }> {
  const input = createCollectionInput.parse(opts.input ?? {});
  assertMayChooseDomain(opts.actor, input.data, null);
  await assertOfferedDomain({ ownerId: opts.actor.id, domain: input.data.domain, saved: null });
  const id = await withTransaction(async (tx) => {
    await assertUsablePacks(tx, opts.actor, input.assetPacks);
    const c = await tx.cardCollection.create({
      data: {
        userId: opts.actor.id,
        trackingType: input.trackingType,
        cardType: input.type,
        data: input.data as object,
        assetPacks: { create: [...new Set(input.assetPacks)].map((packId) => ({ packId })) },
        cards: { create: { id: newCardId(), isTest: true } },
      },
    });
    return c.id;
  });
  const dto = await getCollection({ actor: opts.actor, collectionId: id });
  return { ...dto, testCard: dto.testCard! };
}

export async function updateCollection(opts: {
  actor: Actor;
  collectionId: number;
  input: unknown;
}): Promise<CollectionDto> {
  const input = updateCollectionInput.parse(opts.input ?? {});
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  assertMayChooseDomain(opts.actor, input.data, collection.data);
  // The owner's custom domain counts, also when an administrator saves the collection.
  await assertOfferedDomain({
    ownerId: collection.userId,
    domain: input.data?.domain,
    saved: savedDomain(collection.data),
  });
  const purged = await withTransaction(async (tx) => {
    let purged: number[] = [];
    if (input.assetPacks) {
      await assertUsablePacks(tx, opts.actor, input.assetPacks, collection.id);
      const detached = await tx.collectionAssetPack.findMany({
        where: { collectionId: collection.id, packId: { notIn: input.assetPacks } },
        select: { packId: true },
      });
      await tx.collectionAssetPack.deleteMany({ where: { collectionId: collection.id } });
      await tx.collectionAssetPack.createMany({
        data: [...new Set(input.assetPacks)].map((packId) => ({ collectionId: collection.id, packId })),
      });
      // A retired pack this was the last use of goes now.
      purged = await purgeUnusedRetiredPacks(
        tx,
        detached.map((d) => d.packId),
      );
    }
    await tx.cardCollection.update({
      where: { id: collection.id },
      data: {
        ...(input.trackingType ? { trackingType: input.trackingType } : {}),
        ...(input.type ? { cardType: input.type } : {}),
        ...(input.data ? { data: input.data as object } : {}),
      },
    });
    return purged;
  });
  await deletePackFolders(purged);
  // Switched to image tracking with a front design already uploaded: its target is prepared now.
  if (input.trackingType === "image" && collection.trackingType !== "image")
    await queueImageTarget(collection.backgroundFrontSrc);
  return getCollection({ actor: opts.actor, collectionId: collection.id });
}

/** DELETE /api/cards/{id}: a collection without cards is deleted, otherwise archived. */
export async function removeCollection(opts: {
  actor: Actor;
  collectionId: number;
}): Promise<{ result: "deleted" | "archived" }> {
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const cards = await getDb().card.count({ where: { collectionId: collection.id, isTest: false } });
  if (cards > 0) {
    await getDb().cardCollection.update({
      where: { id: collection.id },
      data: { archivedAt: collection.archivedAt ?? new Date() },
    });
    return { result: "archived" };
  }
  const exports = await getDb().printExport.findMany({ where: { collectionId: collection.id }, select: { id: true } });
  const purged = await withTransaction(async (tx) => {
    const attached = await tx.collectionAssetPack.findMany({
      where: { collectionId: collection.id },
      select: { packId: true },
    });
    await tx.cardCollection.delete({ where: { id: collection.id } });
    return purgeUnusedRetiredPacks(
      tx,
      attached.map((a) => a.packId),
    );
  });
  await deletePackFolders(purged);
  // Whole folders: every upload of the collection and its print files, including an export a
  // running job stores after this (the job then finds its row gone and discards its file).
  const folders = [`collections/${collection.id}`, ...exports.map((e) => `print-exports/${e.id}`)];
  await Promise.allSettled(folders.map((f) => getStorage().deleteUnder(f)));
  return { result: "deleted" };
}

/** POST /api/cards/{id}/test-card: the collection's test card, made if it has none. */
export async function ensureTestCard(opts: { actor: Actor; collectionId: number }): Promise<{ id: string }> {
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const existing = await getDb().card.findFirst({
    where: { collectionId: collection.id, isTest: true },
    select: { id: true },
  });
  if (existing) return existing;
  return getDb().card.create({
    data: { id: newCardId(), collectionId: collection.id, isTest: true },
    select: { id: true },
  });
}
