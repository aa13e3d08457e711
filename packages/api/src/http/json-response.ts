import { type ErrorResponse } from "@ar/core/errors";
import { getLogger } from "@ar/core/log";
import { JsonText } from "@ar/db";
import { rememberJsonText } from "./compress-response";

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  // JSON PostgreSQL rendered goes out as it is (docs/decisions/0010-hot-reads-in-sql.md).
  if (body instanceof JsonText) return rememberJsonText(new Response(body.bytes(), { status, headers: h }), body);
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorJson(res: ErrorResponse, headers: Headers = new Headers()): Response {
  if (res.unexpected)
    getLogger().error({ err: res.unexpected, requestId: res.body.error.requestId }, "unexpected error");
  for (const [k, v] of Object.entries(res.headers)) headers.set(k, v);
  return json(res.body, res.status, headers);
}
