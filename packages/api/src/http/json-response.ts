import { getLogger, type ErrorResponse } from "@ar/core";

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorJson(res: ErrorResponse, headers: Headers = new Headers()): Response {
  if (res.unexpected) getLogger().error({ err: res.unexpected, requestId: res.body.error.requestId }, "unexpected error");
  for (const [k, v] of Object.entries(res.headers)) headers.set(k, v);
  return json(res.body, res.status, headers);
}
