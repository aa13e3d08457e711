// Access to ARKit projects, the one place that answers "may this actor open / change this ARKit
// project or its files": its owner and administrators; anyone else gets 404, so ids cannot be
// probed. (Using ARKit at all needs the `arkit` feature, which the procedures declare.)
import { getDb, isInt4 } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";

/** The rule on the owner's id alone: files live under the owner's folder (`arkit/u{userId}/…`). */
export const mayOpenArkitOf = (actor: Actor, ownerId: number): boolean => ownerId === actor.id || actor.isAdmin;

export async function findArkitFor(actor: Actor, id: number) {
  const row = isInt4(id) ? await getDb().arkitProject.findUnique({ where: { id } }) : null;
  if (!row || !mayOpenArkitOf(actor, row.userId)) throw notFound("Can't find the project");
  return row;
}
