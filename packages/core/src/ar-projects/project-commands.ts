// AR projects and their settings (platform spec §7 "AR projects").
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, isInt4, JsonText, sqlRow, sqlStatement } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../auth/actor";
import { assertProjectAccess, findProjectFor, requireProjectTypeFeature, touchProject } from "./project-access";
import { PROJECT_FEATURES, PROJECT_TYPES, projectsSql, type ProjectDto, type ProjectType } from "./project-dto";

const projectType = z.enum(PROJECT_TYPES, { error: () => "invalid" });
export const parseProjectType = (t: unknown): ProjectType =>
  projectType.parse(typeof t === "string" ? t.toUpperCase() : t);

// The list and the detail are one SQL statement each (docs/decisions/0010-hot-reads-in-sql.md);
// the list's JSON text is passed through to the client (JsonText).
const listStatement = sqlStatement<{ list: string }>(
  "projects-list",
  `SELECT coalesce(json_agg(l.dto ORDER BY coalesce(l."editedAt", l."createdAt") DESC, l.id DESC), '[]')::text AS list
   FROM (${projectsSql({
     // (a union rather than an OR, so both sides use their index)
     where: `p.type = $3::"ArProjectType" AND p.id IN (SELECT id FROM "ArProject" WHERE "ownerId" = $1 AND type = $3::"ArProjectType" UNION ALL SELECT "projectId" FROM "ArProjectUser" WHERE "userId" = $1)`,
     sceneLimit: 4,
     withAssets: false,
   })}) l`,
);
const oneStatement = sqlStatement<{ ownerId: number; shared: boolean; dto: ProjectDto }>(
  "project-by-id",
  projectsSql({ where: "p.id = $3", withAssets: true }),
);

/** The user's and shared projects of a type, last edited first (never edited: by creation), each with its first four scenes. */
export async function listProjects(opts: { actor: Actor; type: unknown }): Promise<JsonText<ProjectDto[]>> {
  const type = parseProjectType(opts.type);
  requireProjectTypeFeature(opts.actor, type);
  const row = await sqlRow(listStatement, [opts.actor.id, getServerEnv().APP_URL, type]);
  return new JsonText(row!.list);
}

export const createProjectInput = z.object({ name: z.string().trim().max(100).nullish() });

export async function createProject(opts: { actor: Actor; type: unknown; input: unknown }): Promise<ProjectDto> {
  const type = parseProjectType(opts.type);
  requireProjectTypeFeature(opts.actor, type);
  const { name } = createProjectInput.parse(opts.input ?? {});
  const row = await getDb().arProject.create({
    data: {
      type,
      ownerId: opts.actor.id,
      name: name || null,
      apiKey: randomBytes(18).toString("base64url"),
      features: {},
    },
  });
  return getProject({ actor: opts.actor, projectId: row.id });
}

/** Under the project rule (project-access.ts), read from the row the detail statement returns. */
export async function getProject(opts: { actor: Actor; projectId: number }): Promise<ProjectDto> {
  const row = isInt4(opts.projectId)
    ? await sqlRow(oneStatement, [opts.actor.id, getServerEnv().APP_URL, opts.projectId])
    : undefined;
  const project = row && { ownerId: row.ownerId, type: row.dto.type, isMember: row.shared, dto: row.dto };
  assertProjectAccess(opts.actor, project);
  return project.dto;
}

export async function deleteProject(opts: { actor: Actor; projectId: number }): Promise<{ deleted: true }> {
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  await getDb().arProject.delete({ where: { id: p.id } });
  // Every file of a project is under its folder, including a compressed file a running job wrote
  // after the rows were read; a job finishing later removes its own output (worker trackedTask).
  await getStorage().deleteUnder(`projects/${p.id}`);
  return { deleted: true };
}

const featureFlags = z.object(Object.fromEntries(PROJECT_FEATURES.map((f) => [f, z.boolean().optional()]))).strict();
const PARAMS = {
  name: z.object({ value: z.string().trim().max(100).nullable() }),
  features: z.object({ value: featureFlags }),
  invert: z.object({ value: z.boolean() }),
} as const;

/** POST /api/ar-projects/data/{id}/{param} {value}: only name, features and invert. */
export async function setProjectParam(opts: {
  actor: Actor;
  projectId: number;
  param: string;
  input: unknown;
}): Promise<ProjectDto> {
  // Own keys only: the name comes from the path, and "constructor" or "__proto__" is no setting.
  if (!Object.hasOwn(PARAMS, opts.param))
    throw new AppError("BAD_REQUEST", `Unknown setting "${opts.param}"`, { fields: { param: "invalid" } });
  const param = opts.param as keyof typeof PARAMS;
  const { value } = PARAMS[param].parse(opts.input ?? {}) as { value: unknown };
  const p = await findProjectFor(opts.actor, opts.projectId);
  const data =
    param === "name"
      ? { name: (value as string | null) || null }
      : param === "invert"
        ? { invert: value as boolean }
        : {
            features: { ...(p.features as object), ...(value as object) },
            useAppClips: Boolean(
              (value as { useAppClips?: boolean }).useAppClips ??
              (p.features as { useAppClips?: boolean })?.useAppClips,
            ),
          };
  await getDb().arProject.update({ where: { id: p.id }, data: { ...data, editedAt: new Date() } });
  return getProject({ actor: opts.actor, projectId: p.id });
}

export const codeDataInput = z.object({
  code: z.string().max(200_000),
  assetData: z.record(z.string().max(64), z.string().max(200)).default({}),
});
export const saveCodeInput = codeDataInput.extend({
  baseVersion: z.number().int().min(0).max(2_147_483_647).optional(),
});

/**
 * Saves a code project's code (the draft: the public viewer reads only published snapshots). As
 * with scenes (saveSceneData, docs/decisions/0027), a baseVersion makes the write one conditional
 * UPDATE (… WHERE "codeVersion" = base): of two saves from the same version exactly one wins, the
 * other gets 409 fields.baseVersion "stale". Without one (older REST callers) it is unconditional;
 * both bump the version.
 */
export async function saveProjectCode(opts: {
  actor: Actor;
  projectId: number;
  input: unknown;
}): Promise<{ saved: true; codeVersion: number }> {
  const { baseVersion, ...codeData } = saveCodeInput.parse(opts.input ?? {});
  const p = await findProjectFor(opts.actor, opts.projectId);
  if (p.type !== "CODE")
    throw new AppError("BAD_REQUEST", "Only code projects have code", { fields: { code: "invalid" } });
  const where = baseVersion === undefined ? { id: p.id } : { id: p.id, codeVersion: baseVersion };
  const codeVersion = await getDb().$transaction(async (tx) => {
    const { count } = await tx.arProject.updateMany({ where, data: { codeData, codeVersion: { increment: 1 } } });
    if (count === 0)
      throw new AppError("CONFLICT", "The code was changed by someone else since this edit began", {
        fields: { baseVersion: "stale" },
      });
    // The row stays locked by this transaction's UPDATE, so this reads our own write.
    return (await tx.arProject.findUniqueOrThrow({ where: { id: p.id }, select: { codeVersion: true } })).codeVersion;
  });
  await touchProject(p.id);
  return { saved: true, codeVersion };
}
