// GET /api/print-exports/{id}/download: streams a finished export to its owner (or an admin).
// Not a tRPC procedure because the answer is a file, not JSON; the rules live in core.
import { Readable } from "node:stream";
import { AppError, toErrorResponse } from "@ar/core/errors";
import { openPrintDownload } from "@ar/core/print";
import { resolveRequestAuth } from "./request-auth";
import { errorJson } from "./json-response";

export async function downloadPrintExport(request: Request, exportId: string): Promise<Response> {
  const resHeaders = new Headers();
  try {
    const { session } = await resolveRequestAuth(request, resHeaders);
    if (!session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    const id = Number(exportId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("NOT_FOUND", "Export not found");
    const file = await openPrintDownload({ actor: session.user, exportId: id });
    resHeaders.set("Content-Type", file.contentType);
    resHeaders.set("Content-Length", String(file.size));
    resHeaders.set("ETag", file.etag);
    resHeaders.set("Cache-Control", "private, max-age=31536000, immutable");
    resHeaders.set("Content-Disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`);
    return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers: resHeaders });
  } catch (e) {
    return errorJson(toErrorResponse(e), resHeaders);
  }
}
