// Access to AR projects, the one place that answers "may this actor open / manage this project"
// (procedures, uploads, the file server, QR images and media status all ask it):
// - the owner and the users who accepted a share open and edit it; only the owner (or an
//   administrator) deletes it or shares it further (403 for a member) — docs/decisions/0008;
// - anyone else gets 404, so project, scene and asset ids cannot be probed;
// - and working on a project of a type needs that type's feature (ar-qr, ar-albums, code, world),
//   for everyone, members and administrators included (403 FEATURE_REQUIRED) — docs/decisions/0013.
import { getDb, isInt4 } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import { requireFeature, hasFeature } from "../account/require-feature";
import type { FeatureId } from "../account/user-dto";
import type { Actor } from "../auth/actor";
import type { ProjectType } from "./project-dto";

export const PROJECT_TYPE_FEATURE: Record<ProjectType, FeatureId> = {
  QR: "ar-qr",
  ALBUM: "ar-albums",
  CODE: "code",
  WORLD: "world",
};

/** Creating or listing projects of a type needs the type's feature. */
export function requireProjectTypeFeature(actor: Actor, type: ProjectType): void {
  requireFeature(actor, PROJECT_TYPE_FEATURE[type]);
}

/** What the rule needs to know of a project: its owner, its type, whether the actor is a member. */
export type ProjectFacts = { ownerId: number; type: ProjectType; isMember: boolean };

/** The rule itself, pure: throws 404 (no relation), 403 FEATURE_REQUIRED, or 403 (owner-only action). */
export function assertProjectAccess<P extends ProjectFacts>(
  actor: Actor,
  project: P | null | undefined,
  opts: { ownerOnly?: boolean } = {},
): asserts project is P {
  if (!project) throw notFound("Can't find the project");
  const isOwner = project.ownerId === actor.id;
  if (!isOwner && !project.isMember && !actor.isAdmin) throw notFound("Can't find the project");
  requireProjectTypeFeature(actor, project.type);
  if (opts.ownerOnly && !isOwner && !actor.isAdmin)
    throw new AppError("FORBIDDEN", "Only the owner of the project can do this");
}

function mayOpen(actor: Actor, project: ProjectFacts | null | undefined): boolean {
  if (!project) return false;
  const related = project.ownerId === actor.id || project.isMember || actor.isAdmin;
  return related && hasFeature(actor, PROJECT_TYPE_FEATURE[project.type]);
}

async function projectFacts(actor: Actor, projectId: number) {
  if (!isInt4(projectId)) return null;
  const project = await getDb().arProject.findUnique({
    where: { id: projectId },
    include: { users: { where: { userId: actor.id }, select: { userId: true } } },
  });
  return project ? { ...project, isMember: project.users.length > 0 } : null;
}

export async function findProjectFor(actor: Actor, projectId: number, opts: { ownerOnly?: boolean } = {}) {
  const project = await projectFacts(actor, projectId);
  assertProjectAccess(actor, project, opts);
  return { ...project, isOwner: project.ownerId === actor.id };
}

/** For readers that answer "no" rather than throw (the file server). */
export async function mayOpenProject(actor: Actor, projectId: number): Promise<boolean> {
  return mayOpen(actor, await projectFacts(actor, projectId));
}

export async function findSceneFor(actor: Actor, sceneId: number) {
  const scene = isInt4(sceneId) ? await getDb().scene.findUnique({ where: { id: sceneId } }) : null;
  if (!scene) throw notFound("Scene not found");
  const project = await findProjectFor(actor, scene.projectId);
  return { scene, project };
}

/** An asset under its project's rule (media status). */
export async function findAssetFor(actor: Actor, assetId: number) {
  const asset = isInt4(assetId) ? await getDb().asset.findUnique({ where: { id: assetId } }) : null;
  if (!asset) throw notFound("Media not found");
  assertProjectAccess(actor, await projectFacts(actor, asset.projectId));
  return asset;
}

/** Editing a project's content marks it edited (the lists show "edited {time ago}"). */
export async function touchProject(projectId: number): Promise<void> {
  await getDb().arProject.update({ where: { id: projectId }, data: { editedAt: new Date() } });
}
