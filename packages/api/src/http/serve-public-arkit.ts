// GET/HEAD /api/public/arkit/{id}: what the public ARKit page ({host}/arkit/{id}) shows — the name
// and the content-addressed URLs of the GLB, USDZ and preview (core arkit-public.ts). No session is
// read; unknown and malformed ids answer the same 404. Never used from a cache unasked: a deleted
// project or a replaced model shows on the next read (a small document, without an ETag).
import { getPublicArkit } from "@ar/core/arkit";
import { toErrorResponse } from "@ar/core/errors";
import { errorJson, json } from "./json-response";

// Stored but never used without asking (no-cache): a deleted project is gone on the very next read,
// from a browser and from a CDN alike.
const CACHE = "public, no-cache";

export async function servePublicArkit(request: Request, rawId: string): Promise<Response> {
  try {
    const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
    const page = Number.isNaN(id) ? null : await getPublicArkit(id);
    if (!page)
      return json({ error: { code: "NOT_FOUND", message: "Can't find the project" } }, 404, {
        "Access-Control-Allow-Origin": "*",
      });
    const res = json(page, 200, { "Access-Control-Allow-Origin": "*" });
    res.headers.set("Cache-Control", CACHE);
    return request.method === "HEAD" ? new Response(null, { status: 200, headers: res.headers }) : res;
  } catch (e) {
    return errorJson(toErrorResponse(e));
  }
}
