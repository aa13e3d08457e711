// The two JSON doors (the REST shims and tRPC) take the same bodies: application/json only, at
// most MAX_JSON_BYTES. A declared Content-Length over the cap is refused before any byte is read;
// without one the body is read through capBody, which stops at the cap instead of buffering
// whatever a caller sends.
import { AppError } from "@ar/core/errors";

export const MAX_JSON_BYTES = 1024 * 1024;

const tooLarge = (max = MAX_JSON_BYTES) =>
  new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${max / 1024} KB`);
// A form on another site can post text/plain, urlencoded or multipart bodies without asking, but
// never application/json (that needs a CORS preflight): accepting only JSON closes that door.
const notJson = () => new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");

/** application/json, with or without parameters (charset); not application/jsonp, not text/plain. */
export function isJsonType(contentType: string | null): boolean {
  return contentType !== null && contentType.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/** What the headers alone refuse: a type other than JSON, a declared length over the cap. */
export function jsonHeadersProblem(request: Request, opts: { typeRequired: boolean }): AppError | null {
  const type = request.headers.get("content-type");
  if ((type !== null || opts.typeRequired) && !isJsonType(type)) return notJson();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) return tooLarge();
  return null;
}

/** The body as a stream that fails with 413 once more than `max` bytes have arrived, reading no further. */
export function capBody(body: ReadableStream<Uint8Array>, max = MAX_JSON_BYTES): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen <= max) return controller.enqueue(value);
        controller.error(tooLarge(max));
        await reader.cancel().catch(() => undefined);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** A body of at most `max` bytes as text, refused early on its declared length (webhooks too). */
export async function readCappedText(request: Request, max = MAX_JSON_BYTES): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > max) throw tooLarge(max);
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  const reader = capBody(request.body, max).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The REST door's JSON input: `{}` for an empty body (which needs no type), else the parsed JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const refused = jsonHeadersProblem(request, { typeRequired: false });
  if (refused) throw refused;
  const text = await readCappedText(request);
  if (text === "") return {};
  if (!isJsonType(request.headers.get("content-type"))) throw notJson();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON");
  }
}

/** The tRPC door's request: its POST body read through the cap (tRPC itself would read it all). */
export function cappedJsonRequest(request: Request): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: capBody(request.body),
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}
