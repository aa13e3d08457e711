// Publishing an AR project (issue 20): the project as it is saved now becomes a numbered, frozen
// snapshot that the public viewer reads; later draft edits change nothing there until the next
// publish. The files the snapshot names become public under content-addressed URLs; every other
// file of the project stays private. Old snapshots are kept; only the live one is served.
import { getDb, withTransaction } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { digestsOf, type FileDigestInfo } from "../public-files/digest-of";
import { exposeFiles, withdrawFiles } from "../public-files/expose-files";
import { publicFileUrl } from "../public-files/public-file-url";
import { ensureImageTargets } from "../image-targets/image-targets";
import { findProjectFor } from "./project-access";
import { PROJECT_FEATURES, type AssetRow, type ProjectType, type SceneRow } from "./project-dto";
import { projectLink } from "./project-qr";
import type { PublicProject, PublicScene } from "./public-project";
import type { SceneObject } from "./scene-schema";

/** The editor's marker-size factors (apps/web scene-constants): QR scenes are saved divided by 1.2. */
const QR_MARKER_SCALE = 1.2;
const IMAGE_MARKER_SCALE = 1;

export type PublishResult = { version: number; publishedAt: string; url: string };

/** The columns of the project's assets and scenes that publishing reads. */
type PublishAsset = Pick<AssetRow, "id" | "name" | "kind" | "srcKey" | "compressedKey" | "uploadStatus">;
type PublishScene = Pick<SceneRow, "id" | "name" | "data" | "qrMarkerId" | "imageMarkerSrc" | "naturalWidth">;

/** Asset ids the scenes and the code use, as the editor's publish run counts them (editor-drafts usedAssetIds). */
function usedAssetIds(scenes: PublishScene[], code: { assetData: Record<string, string> } | null): Set<number> {
  const ids = new Set<number>();
  const add = (v: unknown) => {
    const n = typeof v === "string" ? Number(v) : v;
    if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) ids.add(n);
  };
  for (const s of scenes) for (const o of objectsOf(s)) add(o.assetId);
  if (code) for (const key of Object.keys(code.assetData)) add(key);
  return ids;
}

const objectsOf = (s: PublishScene): SceneObject[] => (Array.isArray(s.data) ? (s.data as SceneObject[]) : []);

function codeOf(type: ProjectType, codeData: unknown): PublicProject["code"] {
  if (type !== "CODE" || !codeData || typeof codeData !== "object") return null;
  const c = codeData as { code?: unknown; assetData?: unknown };
  const assetData = c.assetData && typeof c.assetData === "object" ? (c.assetData as Record<string, string>) : {};
  return { code: typeof c.code === "string" ? c.code : "", assetData };
}

function featuresOf(features: unknown, useAppClips: boolean): PublicProject["features"] {
  const f = (features && typeof features === "object" ? features : {}) as Record<string, unknown>;
  const flags = Object.fromEntries(PROJECT_FEATURES.map((k) => [k, f[k] === true])) as PublicProject["features"];
  if (typeof f.useAppClips !== "boolean") flags.useAppClips = useAppClips;
  return flags;
}

export async function publishProject(opts: { actor: Actor; projectId: number }): Promise<PublishResult> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const db = getDb();
  const [scenes, assets] = await Promise.all([
    db.scene.findMany({
      where: { projectId: p.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, data: true, qrMarkerId: true, imageMarkerSrc: true, naturalWidth: true },
    }),
    db.asset.findMany({
      where: { projectId: p.id },
      select: { id: true, name: true, kind: true, srcKey: true, compressedKey: true, uploadStatus: true },
    }),
  ]);
  const code = codeOf(p.type, p.codeData);
  const byId = new Map<number, PublishAsset>(assets.map((a) => [a.id, a]));
  // An id naming no asset of this project (deleted since) is left for the viewer to skip.
  const used = [...usedAssetIds(scenes, code)].map((id) => byId.get(id)).filter((a): a is PublishAsset => Boolean(a));
  if (used.some((a) => a.uploadStatus !== "ready")) {
    throw new AppError("CONFLICT", "Some media of this project are not ready yet", { fields: { assets: "not_ready" } });
  }
  const assetKey = (a: PublishAsset) => a.compressedKey ?? a.srcKey;
  const markerKeys = scenes.map((s) => s.imageMarkerSrc).filter((k): k is string => Boolean(k));
  // Each marker image's tracking target (prepared by the worker, cached by the image's hash): a
  // bounded wait, then "not ready" as for media still compressing, so publish never hangs.
  const targets = await ensureImageTargets(markerKeys);
  if ([...targets.values()].some((t) => t === null)) {
    throw new AppError(
      "CONFLICT",
      "Some marker images are still being prepared for tracking; publish again in a moment",
      { fields: { markers: "not_ready" } },
    );
  }
  const targetKeys = [...targets.values()].filter((t): t is string => t !== null);
  // Hashing reads storage (seconds for a big video the first time): before the transaction.
  const digests = await digestsOf([...used.map(assetKey), ...markerKeys, ...targetKeys]);
  const urlOf = (key: string) => {
    const d = digests.get(key) as FileDigestInfo;
    return publicFileUrl(d.sha256, d.contentType);
  };
  const link = await projectLink({ actor: opts.actor, projectId: p.id, clip: false });

  const publicScenes: PublicScene[] = scenes.map((s) => ({
    id: s.id,
    name: s.name,
    kind: s.qrMarkerId ? "qr" : s.imageMarkerSrc ? "image" : "world",
    qrMarkerId: s.qrMarkerId,
    markerImage: s.imageMarkerSrc
      ? { src: urlOf(s.imageMarkerSrc), naturalWidth: s.naturalWidth, target: urlOf(targets.get(s.imageMarkerSrc)!) }
      : null,
    markerScale: s.qrMarkerId ? QR_MARKER_SCALE : IMAGE_MARKER_SCALE,
    objects: objectsOf(s),
  }));
  const publicAssets: PublicProject["assets"] = Object.fromEntries(
    used.map((a) => [
      String(a.id),
      { src: urlOf(assetKey(a)), kind: a.kind, name: a.name, size: digests.get(assetKey(a))!.size },
    ]),
  );

  return withTransaction(async (tx) => {
    // The project row's lock orders concurrent publishes: each gets the next version number.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ArProject" WHERE id = ${p.id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Can't find the project");
    const last = await tx.arProjectSnapshot.aggregate({ where: { projectId: p.id }, _max: { version: true } });
    const version = (last._max.version ?? 0) + 1;
    const publishedAt = new Date();
    const data: PublicProject = {
      id: p.id,
      type: p.type,
      name: p.name,
      version,
      publishedAt: publishedAt.toISOString(),
      features: featuresOf(p.features, p.useAppClips),
      invert: p.invert,
      scenes: publicScenes,
      assets: publicAssets,
      code,
      link,
    };
    await tx.arProjectSnapshot.create({
      data: { projectId: p.id, version, data, publishedAt, publishedById: opts.actor.id },
    });
    await exposeFiles(tx, { projectId: p.id }, [...digests.keys()]);
    await tx.arProject.update({ where: { id: p.id }, data: { liveVersion: version, publishedAt } });
    return { version, publishedAt: publishedAt.toISOString(), url: link };
  });
}

/** Takes the project offline: the public page and its files answer 404; the snapshots are kept. */
export async function unpublishProject(opts: { actor: Actor; projectId: number }): Promise<{ unpublished: true }> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  await withTransaction(async (tx) => {
    await tx.arProject.update({ where: { id: p.id }, data: { liveVersion: null, publishedAt: null } });
    await withdrawFiles(tx, { projectId: p.id });
  });
  return { unpublished: true };
}
