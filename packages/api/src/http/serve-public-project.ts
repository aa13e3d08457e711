// GET/HEAD /api/public/projects/{id}: the live published snapshot of an AR project, for the public
// viewer. No session is read (the answer is the same for everyone), the stored JSON goes out as
// text, and the ETag names the published version, so a viewer polling for a new publish gets 304
// until there is one. Unknown, deleted, unpublished and malformed ids all answer the same 404.
import { getPublicProject, NOT_PUBLISHED_MESSAGE } from "@ar/core/ar-projects";
import { toErrorResponse } from "@ar/core/errors";
import { errorJson, json } from "./json-response";
import { matchesEtag } from "./serve-public-file";

// Stored but never used without asking (no-cache): an unpublished or deleted project is gone on the
// very next read, from a browser and from a CDN alike, and an unchanged one costs a 304.
const CACHE = "public, no-cache";

export async function servePublicProject(request: Request, rawId: string): Promise<Response> {
  try {
    const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
    const live = Number.isNaN(id) ? null : await getPublicProject(id);
    if (!live)
      return json({ error: { code: "NOT_FOUND", message: NOT_PUBLISHED_MESSAGE } }, 404, {
        "Access-Control-Allow-Origin": "*",
      });
    const headers = { ETag: live.etag, "Access-Control-Allow-Origin": "*" };
    if (matchesEtag(request.headers.get("if-none-match"), live.etag)) {
      return new Response(null, { status: 304, headers: { ...headers, "Cache-Control": CACHE } });
    }
    const res = json(live.json, 200, headers);
    // (json() marks every answer no-store; this one is the same for everyone and may be kept briefly)
    res.headers.set("Cache-Control", CACHE);
    return request.method === "HEAD" ? new Response(null, { status: 200, headers: res.headers }) : res;
  } catch (e) {
    return errorJson(toErrorResponse(e));
  }
}
