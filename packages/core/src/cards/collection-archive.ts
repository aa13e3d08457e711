// Restoring an archived collection and duplicating one (issue 23; docs/decisions/0035).
//
// Only the collection's owner may do either — not an administrator acting on someone else's
// collection: a duplicate is made in the actor's own account, so an admin "duplicating" a
// creator's collection would take their designs; restoring is the owner's choice of what shows
// in their list. Anyone else gets the same 404 as for a collection that does not exist.
//
// A duplicate copies the design and settings: card type, tracking type, `data` (design sides with
// QR placement and colours, card size, gift settings, interface type, card video, the domain —
// dropped when the account may no longer choose one), the attached packs, and the front, back and
// preview images as new files in the copy's own folder (deleting either collection removes only
// its own files). It copies no orders, payments, cards (paid or test: the copy gets a fresh test
// card), wishes, statistics or print exports. The copy is current (not archived) and new.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { takeRateLimit } from "../account/rate-limit";
import { notFound } from "../errors/app-error";
import { getLogger } from "../log/logger";
import type { Actor } from "../auth/actor";
import { getStorage } from "../storage/get-storage";
import { frontTargetKey } from "./card-public-files";
import { newCardId } from "./card-id";
import type { CollectionDto } from "./collection-dto";
import { getCollection } from "./collection-queries";
import { domainKey, offeredDomains } from "./offered-domains";

/** The collection if the actor owns it; 404 otherwise (also for administrators), so ids cannot be probed. */
async function ownCollection(actor: Actor, collectionId: number) {
  const collection = await getDb().cardCollection.findUnique({
    where: { id: collectionId },
    include: { assetPacks: { select: { packId: true } } },
  });
  if (!collection || collection.userId !== actor.id) throw notFound("Collection not found");
  return collection;
}

/** Back from the archive into the current list. Restoring a current collection changes nothing. */
export async function restoreCollection(opts: { actor: Actor; collectionId: number }): Promise<CollectionDto> {
  const collection = await ownCollection(opts.actor, opts.collectionId);
  if (collection.archivedAt) {
    await getDb().cardCollection.updateMany({
      where: { id: collection.id, userId: opts.actor.id },
      data: { archivedAt: null },
    });
  }
  return getCollection({ actor: opts.actor, collectionId: collection.id });
}

const SIDE_FIELDS = ["backgroundFrontSrc", "backgroundBackSrc", "previewSrc"] as const;
type SideField = (typeof SIDE_FIELDS)[number];
const SIDE_NAMES: Record<SideField, string> = {
  backgroundFrontSrc: "front",
  backgroundBackSrc: "back",
  previewSrc: "preview",
};

/** Copies one design file into the copy's folder; null when the source file is gone. */
async function copyFile(key: string, collectionId: number, side: SideField): Promise<string | null> {
  const storage = getStorage();
  const source = await storage.get(key);
  if (!source) return null;
  const ext = /\.([a-z0-9]{1,8})$/.exec(key)?.[1];
  const target = `collections/${collectionId}/${SIDE_NAMES[side]}-${randomBytes(8).toString("hex")}${ext ? `.${ext}` : ""}`;
  await storage.put(target, source.body, {
    contentType: source.contentType,
    ...(source.originalName ? { originalName: source.originalName } : {}),
  });
  return target;
}

function withoutDomain(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const { domain: _dropped, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** Duplicates per account per hour: each copies up to three design images (10 MB each). */
export async function duplicateCollection(opts: { actor: Actor; collectionId: number }): Promise<CollectionDto> {
  const source = await ownCollection(opts.actor, opts.collectionId);
  await takeRateLimit("collection-duplicate", String(opts.actor.id));
  // The domain goes when the account may no longer choose one, or it is no longer offered to it
  // (a removed custom domain): the copy must be savable as it is (cards/offered-domains.ts).
  const domain = domainKey((source.data as { domain?: unknown } | null)?.domain);
  const mayKeepDomain =
    opts.actor.features.includes("wishes") &&
    (domain === null || (await offeredDomains(opts.actor.id)).includes(domain));
  const copy = await getDb().cardCollection.create({
    data: {
      userId: opts.actor.id,
      cardType: source.cardType,
      trackingType: source.trackingType,
      data: (mayKeepDomain ? source.data : withoutDomain(source.data)) as object,
      assetPacks: { create: source.assetPacks.map((p) => ({ packId: p.packId })) },
      cards: { create: { id: newCardId(), isTest: true } },
    },
  });
  try {
    const files: Partial<Record<SideField, string | null>> = {};
    for (const side of SIDE_FIELDS) {
      const key = source[side];
      if (key) files[side] = await copyFile(key, copy.id, side);
    }
    await getDb().cardCollection.update({ where: { id: copy.id }, data: files });
    if (files.backgroundFrontSrc)
      await frontTargetKey({ backgroundFrontSrc: files.backgroundFrontSrc, trackingType: copy.trackingType });
  } catch (e) {
    // No half copy: the row and whatever files were written go.
    getLogger().warn({ err: e, collectionId: source.id }, "a collection could not be duplicated");
    await getDb()
      .cardCollection.delete({ where: { id: copy.id } })
      .catch(() => undefined);
    await getStorage()
      .deleteUnder(`collections/${copy.id}`)
      .catch(() => undefined);
    throw e;
  }
  return getCollection({ actor: opts.actor, collectionId: copy.id });
}
