import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";

export type Actor = { id: number; isAdmin: boolean };

/** The collection if the actor owns it (or is an admin); 404 otherwise, so ids cannot be probed. */
export async function findCollectionFor(actor: Actor, collectionId: number) {
  const collection = await getDb().cardCollection.findUnique({ where: { id: collectionId } });
  if (!collection || (collection.userId !== actor.id && !actor.isAdmin)) throw notFound("Collection not found");
  return collection;
}
