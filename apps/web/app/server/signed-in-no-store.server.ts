// After logout the browser's Back button must not show the previous user's page from its cache:
// a document or loader data answered to a request that carries the session cookie is
// `Cache-Control: no-store` (the API's JSON answers are already, packages/api json-response.ts).
// A route that chose its own Cache-Control keeps it.
import { readCookie, SESSION_COOKIE } from "@ar/api";

export function markSignedInNoStore(request: Request, headers: Headers): void {
  if (headers.has("Cache-Control")) return;
  if (readCookie(request.headers.get("cookie"), SESSION_COOKIE)) headers.set("Cache-Control", "no-store");
}
