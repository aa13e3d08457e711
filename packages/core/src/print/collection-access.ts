import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";

/** Who acts: the account, whether it administers, and the features it is entitled to (account/require-feature.ts). */
export type Actor = { id: number; isAdmin: boolean; features: readonly string[] };

/** The collection if the actor owns it (or is an admin); 404 otherwise, so ids cannot be probed. */
export async function findCollectionFor(actor: Actor, collectionId: number) {
  const collection = await getDb().cardCollection.findUnique({ where: { id: collectionId } });
  if (!collection || (collection.userId !== actor.id && !actor.isAdmin)) throw notFound("Collection not found");
  return collection;
}
