// What the AR project endpoints answer. A project with its scenes and assets is built as JSON by
// PostgreSQL for the list and detail reads (docs/decisions/0010-hot-reads-in-sql.md); a scene or
// an asset returned by a write is mapped here from the Prisma row. The two renderings are kept
// equal by packages/api/test/integration/hot-read-dtos.test.ts.
import { isoTimestampSql } from "@ar/db";
import { fileUrl, fileUrlSql } from "../files/file-url";
import type { ProjectType } from "./project-type";

export { PROJECT_TYPES, type ProjectType } from "./project-type";
export const PROJECT_FEATURES = ["useAppClips", "trackingLastKnownPose", "disablePreloader", "lazyLoad"] as const;

export type SceneDto = {
  id: number;
  name: string;
  data: unknown;
  qrMarker: { id: string } | null;
  imageMarker: { naturalWidth: number | null; markerImageSrc: string | null } | null;
  meta: unknown;
  previewSrc: string | null;
  editedAt: string | null;
  createdAt: string;
  arProjectId: number;
  /** The version of `data`: a save names it as its baseVersion (docs/decisions/0027). */
  version: number;
};
export type AssetDto = {
  id: number;
  name: string;
  kind: string;
  size: number;
  compSize: number | null;
  uploadStatus: string;
  progress: number;
  /** Why compression failed (uploadStatus error) or why the last attempt did (still compressing): a core JobFailureCode. */
  failureCode: string | null;
  src: string | null;
  disableCompressing: boolean;
};
export type ProjectDto = {
  id: number;
  type: ProjectType;
  name: string | null;
  features: unknown;
  codeData: unknown;
  /** The version of codeData: a code save names it as its baseVersion (docs/decisions/0027). */
  codeVersion: number;
  invert: boolean;
  apiKey: string;
  useAppClips: boolean;
  videoEncoderUrl: string;
  createdAt: string;
  editedAt: string | null;
  isOwner: boolean;
  scenes: SceneDto[];
  assets: AssetDto[];
  /** The published version the public viewer serves (null: not published) and when it was published. */
  liveVersion: number | null;
  publishedAt: string | null;
};

/** A Scene row as Prisma reads it (the columns toSceneDto uses). */
export type SceneRow = {
  id: number;
  name: string;
  data: unknown;
  qrMarkerId: string | null;
  imageMarkerSrc: string | null;
  naturalWidth: number | null;
  meta: unknown;
  previewSrc: string | null;
  editedAt: Date | null;
  createdAt: Date;
  projectId: number;
  version: number;
};
/** An Asset row as Prisma reads it (the columns toAssetDto uses): the DTO's fields, with the file keys for `src`. */
export type AssetRow = Omit<AssetDto, "src"> & { srcKey: string; compressedKey: string | null };

export function toSceneDto(s: SceneRow): SceneDto {
  return {
    id: s.id,
    name: s.name,
    data: s.data,
    qrMarker: s.qrMarkerId ? { id: s.qrMarkerId } : null,
    imageMarker: s.imageMarkerSrc ? { naturalWidth: s.naturalWidth, markerImageSrc: fileUrl(s.imageMarkerSrc) } : null,
    meta: s.meta ?? null,
    previewSrc: fileUrl(s.previewSrc),
    editedAt: s.editedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    arProjectId: s.projectId,
    version: s.version,
  };
}

export function toAssetDto(a: AssetRow): AssetDto {
  const ready = a.uploadStatus === "ready";
  return {
    id: a.id,
    name: a.name,
    kind: a.kind,
    size: a.size,
    compSize: a.compSize,
    uploadStatus: a.uploadStatus,
    progress: a.progress,
    failureCode: ready ? null : a.failureCode,
    src: ready ? fileUrl(a.compressedKey ?? a.srcKey) : null,
    disableCompressing: a.disableCompressing,
  };
}

/** toSceneDto() in SQL, for a "Scene" row aliased `s`. */
export const sceneJsonSql = `json_build_object(
  'id', s.id, 'name', s.name, 'data', s.data,
  'qrMarker', CASE WHEN s."qrMarkerId" <> '' THEN json_build_object('id', s."qrMarkerId") END,
  'imageMarker', CASE WHEN s."imageMarkerSrc" <> '' THEN json_build_object('naturalWidth', s."naturalWidth", 'markerImageSrc', ${fileUrlSql('s."imageMarkerSrc"')}) END,
  'meta', s.meta, 'previewSrc', ${fileUrlSql('s."previewSrc"')},
  'editedAt', ${isoTimestampSql('s."editedAt"')}, 'createdAt', ${isoTimestampSql('s."createdAt"')}, 'arProjectId', s."projectId", 'version', s.version)`;

/** toAssetDto() in SQL, for an "Asset" row aliased `a`. */
export const assetJsonSql = `json_build_object(
  'id', a.id, 'name', a.name, 'kind', a.kind, 'size', a.size, 'compSize', a."compSize", 'uploadStatus', a."uploadStatus", 'progress', a.progress,
  'failureCode', CASE WHEN a."uploadStatus" <> 'ready' THEN a."failureCode" END,
  'src', CASE WHEN a."uploadStatus" = 'ready' THEN ${fileUrlSql('coalesce(a."compressedKey", a."srcKey")')} END,
  'disableCompressing', a."disableCompressing")`;

/**
 * The projects `where` selects (a condition on the alias `p`) with their DTO as `dto`, for the
 * viewer `$1` (isOwner, and `shared`: the viewer is one of the project's users); `$2` is the
 * video encoder's address the DTO carries. Scenes come oldest first, at most `sceneLimit` of
 * them; assets (oldest first) only with `withAssets`. Scenes and assets are each one grouped
 * scan over the selected projects, not a query per project.
 */
export function projectsSql(opts: { where: string; sceneLimit?: number; withAssets: boolean }): string {
  const limit = opts.sceneLimit === undefined ? "" : `WHERE s.n <= ${Math.trunc(opts.sceneLimit)}`;
  return `
    WITH p AS MATERIALIZED (
      SELECT id, type, name, features, "codeData", "codeVersion", invert, "apiKey", "useAppClips", "createdAt", "editedAt", "ownerId", "liveVersion", "publishedAt"
      FROM "ArProject" p WHERE ${opts.where}
    ),
    sc AS MATERIALIZED (
      SELECT s."projectId" AS id, json_agg(${sceneJsonSql} ORDER BY s."createdAt", s.id) AS scenes
      FROM (SELECT *, row_number() OVER (PARTITION BY "projectId" ORDER BY "createdAt", id) AS n FROM "Scene" WHERE "projectId" IN (SELECT id FROM p)) s
      ${limit} GROUP BY 1
    ),
    ast AS MATERIALIZED (
      ${opts.withAssets ? `SELECT a."projectId" AS id, json_agg(${assetJsonSql} ORDER BY a.id) AS assets FROM "Asset" a WHERE a."projectId" IN (SELECT id FROM p) GROUP BY 1` : "SELECT NULL::int AS id, NULL::json AS assets WHERE false"}
    )
    SELECT p.id, p."ownerId", p."createdAt", p."editedAt",
      EXISTS (SELECT 1 FROM "ArProjectUser" u WHERE u."projectId" = p.id AND u."userId" = $1) AS shared,
      json_build_object(
        'id', p.id, 'type', p.type, 'name', p.name,
        'features', CASE WHEN p.features IS NULL OR jsonb_typeof(p.features) = 'null' THEN '{}'::jsonb ELSE p.features END,
        'codeData', p."codeData", 'codeVersion', p."codeVersion", 'invert', p.invert, 'apiKey', p."apiKey", 'useAppClips', p."useAppClips", 'videoEncoderUrl', $2::text,
        'createdAt', ${isoTimestampSql('p."createdAt"')}, 'editedAt', ${isoTimestampSql('p."editedAt"')}, 'isOwner', p."ownerId" = $1,
        'scenes', coalesce(sc.scenes, '[]'), 'assets', coalesce(ast.assets, '[]'),
        'liveVersion', p."liveVersion", 'publishedAt', ${isoTimestampSql('p."publishedAt"')}
      ) AS dto
    FROM p LEFT JOIN sc USING (id) LEFT JOIN ast USING (id)`;
}
