// AR projects and their settings (platform spec §7 "AR projects").
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../print/collection-access";
import { findProjectFor, touchProject } from "./project-access";
import { PROJECT_FEATURES, PROJECT_TYPES, toProjectDto, type ProjectDto, type ProjectType } from "./project-dto";

const projectType = z.enum(PROJECT_TYPES, { error: () => "invalid" });
export const parseProjectType = (t: unknown): ProjectType => projectType.parse(typeof t === "string" ? t.toUpperCase() : t);

const fullInclude = { scenes: { orderBy: { createdAt: "asc" as const } }, assets: { orderBy: { id: "asc" as const } } };

export async function listProjects(opts: { actor: Actor; type: unknown }) {
  const type = parseProjectType(opts.type);
  const rows = await getDb().arProject.findMany({
    where: { type, OR: [{ ownerId: opts.actor.id }, { users: { some: { userId: opts.actor.id } } }] },
    include: { scenes: { orderBy: { createdAt: "asc" }, take: 4 } },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((r) => toProjectDto(r, opts.actor.id));
}

export const createProjectInput = z.object({ name: z.string().trim().max(100).nullish() });

export async function createProject(opts: { actor: Actor; type: unknown; input: unknown }): Promise<ProjectDto> {
  const type = parseProjectType(opts.type);
  const { name } = createProjectInput.parse(opts.input ?? {});
  const row = await getDb().arProject.create({
    data: { type, ownerId: opts.actor.id, name: name || null, apiKey: randomBytes(18).toString("base64url"), features: {} },
    include: fullInclude,
  });
  return toProjectDto(row, opts.actor.id);
}

export async function getProject(opts: { actor: Actor; projectId: number }): Promise<ProjectDto> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const row = await getDb().arProject.findUniqueOrThrow({ where: { id: p.id }, include: fullInclude });
  return toProjectDto(row, opts.actor.id);
}

export async function deleteProject(opts: { actor: Actor; projectId: number }): Promise<{ deleted: true }> {
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  const [scenes, assets] = await Promise.all([getDb().scene.findMany({ where: { projectId: p.id } }), getDb().asset.findMany({ where: { projectId: p.id } })]);
  await getDb().arProject.delete({ where: { id: p.id } });
  const keys = [...scenes.flatMap((s) => [s.imageMarkerSrc, s.previewSrc]), ...assets.flatMap((a) => [a.srcKey, a.compressedKey])].filter((k): k is string => Boolean(k));
  await Promise.allSettled(keys.map((k) => getStorage().delete(k)));
  return { deleted: true };
}

const featureFlags = z.object(Object.fromEntries(PROJECT_FEATURES.map((f) => [f, z.boolean().optional()]))).strict();
const PARAMS = {
  name: z.object({ value: z.string().trim().max(100).nullable() }),
  features: z.object({ value: featureFlags }),
  invert: z.object({ value: z.boolean() }),
} as const;

/** POST /api/ar-projects/data/{id}/{param} {value}: only name, features and invert. */
export async function setProjectParam(opts: { actor: Actor; projectId: number; param: string; input: unknown }): Promise<ProjectDto> {
  if (!(opts.param in PARAMS)) throw new AppError("BAD_REQUEST", `Unknown setting "${opts.param}"`, { fields: { param: "invalid" } });
  const param = opts.param as keyof typeof PARAMS;
  const { value } = PARAMS[param].parse(opts.input ?? {}) as { value: unknown };
  const p = await findProjectFor(opts.actor, opts.projectId);
  const data =
    param === "name" ? { name: (value as string | null) || null }
    : param === "invert" ? { invert: value as boolean }
    : { features: { ...(p.features as object), ...(value as object) }, useAppClips: Boolean((value as { useAppClips?: boolean }).useAppClips ?? (p.features as { useAppClips?: boolean })?.useAppClips) };
  await getDb().arProject.update({ where: { id: p.id }, data: { ...data, editedAt: new Date() } });
  return getProject({ actor: opts.actor, projectId: p.id });
}

export const codeDataInput = z.object({
  code: z.string().max(200_000),
  assetData: z.record(z.string().max(64), z.string().max(200)).default({}),
});

export async function saveProjectCode(opts: { actor: Actor; projectId: number; input: unknown }): Promise<{ saved: true }> {
  const codeData = codeDataInput.parse(opts.input);
  const p = await findProjectFor(opts.actor, opts.projectId);
  if (p.type !== "CODE") throw new AppError("BAD_REQUEST", "Only code projects have code", { fields: { code: "invalid" } });
  await getDb().arProject.update({ where: { id: p.id }, data: { codeData } });
  await touchProject(p.id);
  return { saved: true };
}
