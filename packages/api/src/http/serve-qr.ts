// GET /api/qr/{cardId}[.png|.svg] and GET /api/qr/preview: QR images (binary, so not JSON
// procedures). The rules and the rendering live in core.
import { notFound, toErrorResponse } from "@ar/core/errors";
import { cardQr, previewQr, type QrImage } from "@ar/core/qr";
import { errorJson } from "./json-response";
import { resolveRequestAuth } from "./request-auth";

/** QR types of projects, which only those who may open the project get (core's project rules). */
const PROJECT_TYPES = new Set(["arkit", "ar-project", "ar-project-clip"]);

/**
 * A QR whose text the URL fixes (the preview's origin, an explicit domain, ARKit links) is cached
 * for good. Without `domain` a card or project QR encodes the domain saved on the collection or the
 * owner's account, which can change under the same URL: the browser revalidates it (a 304 while
 * the ETag, a hash of the image, is the same).
 */
function answer(
  request: Request,
  qr: QrImage,
  pinned: boolean,
  scope: "public" | "private" = "public",
  headers = new Headers(),
): Response {
  headers.set("ETag", qr.etag);
  headers.set(
    "Cache-Control",
    pinned ? `${scope}, max-age=31536000, immutable` : scope === "private" ? "private, no-cache" : "no-cache",
  );
  if (request.headers.get("if-none-match") === qr.etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", qr.contentType);
  headers.set("Content-Length", String(qr.body.length));
  return new Response(new Uint8Array(qr.body), { status: 200, headers });
}

export async function serveQr(request: Request, rest: string): Promise<Response> {
  const url = new URL(request.url);
  const q = url.searchParams;
  const query = {
    type: q.get("type"),
    lightColor: q.get("light-color"),
    darkColor: q.get("dark-color"),
    domain: q.get("domain"),
    origin: q.get("origin"),
    marker: q.get("marker"),
  };
  try {
    if (rest === "preview") return answer(request, await previewQr({ query }), true);
    const m = /^([a-z0-9]{1,64})(?:\.(png|svg))?$/i.exec(rest);
    if (!m) return errorJson(toErrorResponse(notFound("Card not found")));
    const pinned = query.domain !== null || query.type === "arkit";
    const format = (m[2]?.toLowerCase() as "png" | "svg") ?? "png";
    if (!PROJECT_TYPES.has(query.type ?? ""))
      return answer(request, await cardQr({ actor: null, cardId: m[1]!, format, query }), pinned);
    // A signed-in user's image: shared caches must not keep it.
    const resHeaders = new Headers();
    const { session } = await resolveRequestAuth(request, resHeaders);
    return answer(
      request,
      await cardQr({ actor: session?.user ?? null, cardId: m[1]!, format, query }),
      pinned,
      "private",
      resHeaders,
    );
  } catch (e) {
    return errorJson(toErrorResponse(e));
  }
}
