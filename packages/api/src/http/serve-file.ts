// GET /api/files/{key}: a stored file with its type, length, ETag and long cache headers, to those
// allowed to see it (the rule is in core's openFile).
import { Readable } from "node:stream";
import { AppError, toErrorResponse } from "@ar/core/errors";
import { openFile } from "@ar/core/files";
import { resolveRequestAuth } from "./request-auth";
import { errorJson } from "./json-response";

export async function serveFile(request: Request, key: string): Promise<Response> {
  const resHeaders = new Headers();
  try {
    const { session } = await resolveRequestAuth(request, resHeaders);
    if (!session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    const file = await openFile({ actor: session.user, key, ifNoneMatch: request.headers.get("if-none-match") });
    resHeaders.set("ETag", file.etag);
    resHeaders.set("Cache-Control", file.cacheControl);
    if (file.notModified) return new Response(null, { status: 304, headers: resHeaders });
    resHeaders.set("Content-Type", file.contentType);
    resHeaders.set("Content-Length", String(file.size));
    resHeaders.set("X-Content-Type-Options", "nosniff");
    return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers: resHeaders });
  } catch (e) {
    return errorJson(toErrorResponse(e), resHeaders);
  }
}
