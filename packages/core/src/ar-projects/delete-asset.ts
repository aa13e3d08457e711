// Deleting a project asset (issue 22). A file a scene or the code still uses is refused with a
// clear reason rather than removed from the scenes behind the person's back (docs/decisions/0028):
// `assetId: in_use` while a scene's objects or the code name it, `assetId: published` while the
// live published version shows it (its public URL would break for every phone).
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { discardStored } from "../storage/discard-stored";
import type { Actor } from "../auth/actor";
import { findAssetFor, touchProject } from "./project-access";

/** The names of the scenes whose objects use the asset, and whether the code does. */
export function assetUsers(
  assetId: number,
  scenes: readonly { name: string; data: unknown }[],
  codeData: unknown,
): { scenes: string[]; code: boolean } {
  const uses = (v: unknown) => (typeof v === "string" ? Number(v) : v) === assetId;
  const names = scenes
    .filter(
      (s) =>
        Array.isArray(s.data) &&
        s.data.some((o) => o && typeof o === "object" && uses((o as { assetId?: unknown }).assetId)),
    )
    .map((s) => s.name);
  const assetData =
    codeData && typeof codeData === "object" ? (codeData as { assetData?: unknown }).assetData : undefined;
  const code = Boolean(assetData && typeof assetData === "object" && Object.keys(assetData).some(uses));
  return { scenes: names, code };
}

export async function deleteProjectAsset(opts: { actor: Actor; assetId: number }): Promise<{ deleted: true }> {
  const asset = await findAssetFor(opts.actor, opts.assetId);
  const db = getDb();
  const [scenes, project] = await Promise.all([
    db.scene.findMany({
      where: { projectId: asset.projectId },
      select: { name: true, data: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.arProject.findUniqueOrThrow({ where: { id: asset.projectId }, select: { codeData: true } }),
  ]);
  const users = assetUsers(asset.id, scenes, project.codeData);
  if (users.scenes.length > 0 || users.code) {
    const where = [...users.scenes.map((n) => `"${n}"`), ...(users.code ? ["the code"] : [])].join(", ");
    throw new AppError("CONFLICT", `The file is used by ${where}: remove it there first`, {
      fields: { assetId: "in_use" },
    });
  }
  const keys = [asset.srcKey, asset.compressedKey].filter((k): k is string => Boolean(k));
  if (keys.length && (await db.publicFile.count({ where: { projectId: asset.projectId, key: { in: keys } } })) > 0) {
    throw new AppError("CONFLICT", "The published version shows this file: publish without it first", {
      fields: { assetId: "published" },
    });
  }
  await db.asset.delete({ where: { id: asset.id } });
  for (const key of keys) await discardStored(key);
  await touchProject(asset.projectId);
  return { deleted: true };
}
