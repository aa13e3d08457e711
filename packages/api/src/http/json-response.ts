import { getLogger, type ErrorResponse } from "@ar/core";
import { JsonText } from "@ar/db";

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  // JSON PostgreSQL rendered goes out as it is (docs/decisions/0010-hot-reads-in-sql.md).
  return new Response(body instanceof JsonText ? body.bytes() : JSON.stringify(body), { status, headers: h });
}

export function errorJson(res: ErrorResponse, headers: Headers = new Headers()): Response {
  if (res.unexpected) getLogger().error({ err: res.unexpected, requestId: res.body.error.requestId }, "unexpected error");
  for (const [k, v] of Object.entries(res.headers)) headers.set(k, v);
  return json(res.body, res.status, headers);
}
