// gzip for the API's JSON answers when the client takes it. Lists run to hundreds of kilobytes
// (500 collections ≈ 180 KB) and JSON shrinks ~10×, which saves the network, and on the server
// the kernel's and the client's copying of the bytes. A cached list (collection-list-cache) is
// the same JsonText on every hit, so its gzip is made once and kept with it.
import { promisify } from "node:util";
import { constants, gzip as gzipCallback } from "node:zlib";
import type { JsonText } from "@ar/db";

const gzipAsync = promisify(gzipCallback);
// (a Buffer's bytes as the Uint8Array<ArrayBuffer> a Response body takes)
const gzip = async (bytes: Uint8Array, level: number) => {
  const out = await gzipAsync(bytes, { level });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
};

/** Below this a gzip header and the CPU cost more than they save. */
export const MIN_GZIP_BYTES = 1024;
// Level 1: for JSON it compresses within a few per cent of the default level at a third of the
// CPU, and most answers are compressed once per request.
const LEVEL = constants.Z_BEST_SPEED;

const jsonTextOf = new WeakMap<Response, JsonText<unknown>>();
const gzipOf = new WeakMap<JsonText<unknown>, Promise<Uint8Array<ArrayBuffer>>>();

/** Marks a response whose body is a JsonText's bytes, so its gzip can be taken from the JsonText. */
export function rememberJsonText(response: Response, text: JsonText<unknown>): Response {
  jsonTextOf.set(response, text);
  return response;
}

/** Accept-Encoding allows gzip (a `q=0` refuses it). */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding");
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A JsonText's gzip, made on first use and kept for as long as the JsonText lives. */
export function gzippedJsonText(text: JsonText<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  let zipped = gzipOf.get(text);
  if (!zipped) gzipOf.set(text, (zipped = gzip(text.bytes(), LEVEL)));
  return zipped;
}

export async function compressJson(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  // A byte range of a stored file (a public .json file read with Range) is sent as it is.
  if (
    !type.startsWith("application/json") ||
    response.headers.has("content-encoding") ||
    response.headers.has("content-range") ||
    !response.body
  )
    return response;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!acceptsGzip(request)) return new Response(response.body, init);
  const text = jsonTextOf.get(response);
  let body: Uint8Array<ArrayBuffer>;
  if (text) {
    const bytes = text.bytes();
    if (bytes.byteLength < MIN_GZIP_BYTES) return new Response(bytes, init);
    body = await gzippedJsonText(text);
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength < MIN_GZIP_BYTES) return new Response(bytes, init);
    body = await gzip(bytes, LEVEL);
  }
  headers.set("Content-Encoding", "gzip");
  // A stored JSON file (public files) came with its own length: the gzip has another one.
  if (headers.has("content-length")) headers.set("Content-Length", String(body.byteLength));
  return new Response(body, init);
}
