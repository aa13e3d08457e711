// The published form of an AR project: what the public viewer reads at
// GET /api/public/projects/{id}. It is built once per publish and stored as the snapshot's data, so
// serving it is one indexed read that passes the stored JSON through as text.
import { isInt4, JsonText, sqlRow, sqlStatement } from "@ar/db";
import type { PublicProject } from "./public-project-types";

export type { PublicProject, PublicScene } from "./public-project-types";

export const NOT_PUBLISHED_MESSAGE = "This AR project is not published";

// $2: the version this process already holds as text, whose document is then not sent again
// (a snapshot never changes, so the held text is still right); still one statement per request,
// which also answers whether that version is still the live one.
const liveStatement = sqlStatement<{ version: number; data: string | null }>(
  "public-project-live",
  `SELECT s.version, CASE WHEN s.version IS DISTINCT FROM $2::int THEN s.data::text END AS data
   FROM "ArProject" p JOIN "ArProjectSnapshot" s ON s."projectId" = p.id AND s.version = p."liveVersion"
   WHERE p.id = $1`,
);

/** The ETag of a project's published version: a new publish changes it, a draft edit does not. */
export const publicProjectEtag = (id: number, version: number) => `"p${id}-v${version}"`;

type Held = { version: number; etag: string; json: JsonText<PublicProject> };
/**
 * Documents recently served, by project id. Keeping the same JsonText also keeps its encoded bytes
 * and its gzip (compress-response.ts), so a popular project costs one small row per request.
 */
const held = new Map<number, Held>();
const HELD_MAX = 500;

/**
 * The live snapshot of project `id` as JSON text with its version, or null when there is none
 * (unknown, deleted or unpublished: the public door answers all three alike). One statement.
 */
export async function getPublicProject(id: number): Promise<Held | null> {
  if (!isInt4(id) || id <= 0) return null;
  const known = held.get(id);
  const row = await sqlRow(liveStatement, [id, known?.version ?? null]);
  if (!row) {
    held.delete(id);
    return null;
  }
  if (row.data === null && known) return known;
  const fresh: Held = {
    version: row.version,
    etag: publicProjectEtag(id, row.version),
    json: new JsonText<PublicProject>(row.data!),
  };
  held.delete(id);
  held.set(id, fresh);
  if (held.size > HELD_MAX) held.delete(held.keys().next().value!);
  return fresh;
}

const existsStatement = sqlStatement<{ one: number }>(
  "public-project-exists",
  `SELECT 1 AS one FROM "ArProject" WHERE id = $1`,
);

/**
 * Whether project `id` exists at all (deleted projects are gone), for the public page of a project
 * getPublicProject found nothing for: "not published yet" and "no such project" read differently.
 * Asked only on that miss, so a live project still costs one statement.
 */
export async function publicProjectExists(id: number): Promise<boolean> {
  if (!isInt4(id) || id <= 0) return false;
  return (await sqlRow(existsStatement, [id])) !== undefined;
}
