// Resolves who is calling: a bearer token (API clients) or the session cookie (the console).
// Both are the same session rows. Cookie-authenticated mutations must come from our own origin.
import { getServerEnv } from "@ar/config";
import { AppError, validateSessionToken, type ValidSession } from "@ar/core";
import { SESSION_COOKIE, clearSessionCookie, readCookie, sessionCookie } from "./session-cookie";

export type RequestAuth = { session: ValidSession | null; via: "bearer" | "cookie" | null };

function bearerToken(request: Request): string | undefined {
  const h = request.headers.get("authorization");
  const m = h?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

export async function resolveRequestAuth(request: Request, resHeaders: Headers): Promise<RequestAuth> {
  const bearer = bearerToken(request);
  if (bearer) return { session: await validateSessionToken(bearer), via: "bearer" };
  const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!cookie) return { session: null, via: null };
  const session = await validateSessionToken(cookie);
  if (!session) {
    resHeaders.append("Set-Cookie", clearSessionCookie());
    return { session: null, via: null };
  }
  if (session.renewed) resHeaders.append("Set-Cookie", sessionCookie(cookie, session.expiresAt));
  return { session, via: "cookie" };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request that carries the cookie must name our origin (or the request's
 * own) in Origin, and must not be marked cross-site by the browser. Bearer requests carry no
 * ambient credentials and need no check.
 */
export function assertSameOrigin(request: Request, hasCookie: boolean): void {
  if (!hasCookie || SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(getServerEnv().APP_URL).origin, new URL(request.url).origin]);
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if ((origin && !allowed.has(origin)) || crossSite) {
    throw new AppError("FORBIDDEN", "Cross-site request refused");
  }
}

export function requestHasSessionCookie(request: Request): boolean {
  return Boolean(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
}
