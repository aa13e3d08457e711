// Access to card collections, the one place that answers "may this actor open / change this
// collection" (the procedures and the file server ask it): its owner and administrators.
import { getDb, isInt4 } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";

/** The rule itself, on a collection row (null: none). Print exports follow their collection. */
export const mayOpenCollectionOf = (actor: Actor, collection: { userId: number | null } | null) =>
  collection !== null && (collection.userId === actor.id || actor.isAdmin);

/** The collection if the actor owns it (or is an admin); 404 otherwise, so ids cannot be probed. */
export async function findCollectionFor(actor: Actor, collectionId: number) {
  const collection = await getDb().cardCollection.findUnique({ where: { id: collectionId } });
  if (!collection || !mayOpenCollectionOf(actor, collection)) throw notFound("Collection not found");
  return collection;
}

/** For readers that answer rather than throw (the file server). */
export async function mayOpenCollection(actor: Actor, collectionId: number): Promise<boolean> {
  return mayOpenCollectionOf(
    actor,
    isInt4(collectionId)
      ? await getDb().cardCollection.findUnique({ where: { id: collectionId }, select: { userId: true } })
      : null,
  );
}
