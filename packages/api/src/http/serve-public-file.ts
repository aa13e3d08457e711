// GET/HEAD /api/public/files/{sha256}.{ext}: a file some published owner exposes (core
// public-files). No session is read, so one answer fits everyone: readable from any origin, and
// seekable (one Range per request, as media elements ask), on either storage driver.
// Caching: the name is the content's hash, so the bytes behind a URL never change, but the file
// can be withdrawn (an unpublished or deleted project, a reset card). So not a year: five minutes,
// long enough for one viewing (a video seeks without a round trip), short enough that a withdrawn
// file leaves every browser and CDN within five minutes without a purge; must-revalidate and no
// stale-* so no cache serves it past that, and the ETag makes the revalidation of a kept file a
// 304 (one indexed lookup, no bytes). A withdrawn file's 404 is no-store (json-response.ts).
import { Readable } from "node:stream";
import { toErrorResponse } from "@ar/core/errors";
import { findPublicFile, readPublicFile } from "@ar/core/public-files";
import { errorJson } from "./json-response";

export const PUBLIC_FILE_CACHE = "public, max-age=300, must-revalidate";

export type ByteRange = { start: number; end: number };

/**
 * The one byte range a Range header asks for within `size` bytes: null when there is no header
 * (or another unit, which HTTP says to ignore), "unsatisfiable" for a malformed, multiple or
 * out-of-bounds range.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  if (header === null) return null;
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m) return /^bytes=/i.test(header.trim()) ? "unsatisfiable" : null;
  const [, first, last] = m as unknown as [string, string, string];
  if (first === "" && last === "") return "unsatisfiable";
  if (first === "") {
    // "bytes=-N": the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - n, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
  return { start, end };
}

export async function servePublicFile(request: Request, name: string): Promise<Response> {
  const headers = new Headers({ "Access-Control-Allow-Origin": "*" });
  try {
    const file = await findPublicFile(name);
    headers.set("ETag", file.etag);
    headers.set("Cache-Control", PUBLIC_FILE_CACHE);
    headers.set("Accept-Ranges", "bytes");
    headers.set("X-Content-Type-Options", "nosniff");
    if (matchesEtag(request.headers.get("if-none-match"), file.etag))
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", file.contentType);
    // If-Range with another validator: the client's partial copy is stale, so it gets the whole file.
    const ifRange = request.headers.get("if-range");
    const range =
      ifRange !== null && ifRange !== file.etag ? null : parseRange(request.headers.get("range"), file.size);
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${file.size}`);
      headers.set("Content-Type", "application/json; charset=utf-8");
      return new Response(
        JSON.stringify({ error: { code: "RANGE_NOT_SATISFIABLE", message: "The requested range is not satisfiable" } }),
        { status: 416, headers },
      );
    }
    const length = range ? range.end - range.start + 1 : file.size;
    headers.set("Content-Length", String(length));
    if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
    const status = range ? 206 : 200;
    if (request.method === "HEAD") return new Response(null, { status, headers });
    const object = await readPublicFile(file, range ?? undefined);
    return new Response(Readable.toWeb(object.body) as ReadableStream, { status, headers });
  } catch (e) {
    // Nothing of the file's headers (length, type, cache) applies to the error body.
    return errorJson(toErrorResponse(e), new Headers({ "Access-Control-Allow-Origin": "*" }));
  }
}

/** If-None-Match holds the ETag (a list, a weak form, or `*`). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
