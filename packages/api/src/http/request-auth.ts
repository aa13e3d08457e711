// Resolves who is calling: a bearer token (API clients) or the session cookie (the console).
// Both are the same session rows. State-changing requests without a Bearer token must come from our
// own origin (assertSameOrigin).
import { getServerEnv } from "@ar/config";
import { validateSessionToken, type ValidSession } from "@ar/core/auth";
import { AppError } from "@ar/core/errors";
import { SESSION_COOKIE, clearSessionCookie, readCookie, sessionCookie } from "./session-cookie";
import { consoleCookieMayBeRead } from "./viewer-host";

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
  // Sent from a page that is not the console's (the viewer's host, another origin of the site) or
  // to the viewer's host: the cookie is not read, and not cleared either (it is the console's).
  if (!cookie || !consoleCookieMayBeRead(request)) return { session: null, via: null };
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
 * CSRF, sign-in and registration included: a state-changing request must not name another origin in
 * Origin (`null` included) nor be marked cross-site by the browser (Sec-Fetch-Site). Without this
 * for requests that carry no session cookie yet, a form on another site could sign the victim in
 * as the attacker (login CSRF). Browsers send Origin on every POST, so a request with neither
 * header is not a browser's cross-site request (curl, an API client) and passes. Requests with a
 * Bearer token are exempt: a browser never attaches one by itself, so the token proves intent.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method) || bearerToken(request)) return;
  const origin = request.headers.get("origin");
  const allowed = new Set([new URL(getServerEnv().APP_URL).origin, new URL(request.url).origin]);
  const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
  if ((origin !== null && !allowed.has(origin)) || crossSite) {
    throw new AppError("FORBIDDEN", "Cross-site request refused");
  }
}
