// Access to AR projects: the owner and users it is shared with may open and edit; only the owner
// deletes or shares (docs/decisions/0008). Anyone else gets 404, so ids cannot be probed.
import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../print/collection-access";

export async function findProjectFor(actor: Actor, projectId: number, opts: { ownerOnly?: boolean } = {}) {
  const project = await getDb().arProject.findUnique({ where: { id: projectId }, include: { users: { where: { userId: actor.id }, select: { userId: true } } } });
  if (!project) throw notFound("Can't find the project");
  const isOwner = project.ownerId === actor.id;
  if (!isOwner && project.users.length === 0 && !actor.isAdmin) throw notFound("Can't find the project");
  if (opts.ownerOnly && !isOwner && !actor.isAdmin) throw new AppError("FORBIDDEN", "Only the owner of the project can do this");
  return { ...project, isOwner };
}

export async function findSceneFor(actor: Actor, sceneId: number) {
  const scene = await getDb().scene.findUnique({ where: { id: sceneId } });
  if (!scene) throw notFound("Scene not found");
  const project = await findProjectFor(actor, scene.projectId);
  return { scene, project };
}

/** Editing a project's content marks it edited (the lists show "edited {time ago}"). */
export async function touchProject(projectId: number): Promise<void> {
  await getDb().arProject.update({ where: { id: projectId }, data: { editedAt: new Date() } });
}
