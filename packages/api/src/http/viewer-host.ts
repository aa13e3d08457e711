// The viewer's own host (issue: withdrawal and origins). The public viewer renders anonymous
// content (published projects, card wishes), so in production it lives on a host of its own
// (AR_VIEWER_URL, and CARD_BASE_URL / CARD_V2_BASE_URL when they name another host than
// APP_URL's): a DOM bug there then runs without the console's session. The session cookie is
// host-only (no Domain attribute, session-cookie.ts), so a browser never sends it to that host;
// this module is the server's half: a request that arrived on a viewer host reaches only the
// viewer's doors, and the console's cookie is read only for requests made by the console's own
// pages. When AR_VIEWER_URL is unset (one-machine starts) there is no viewer-only host and
// nothing here changes an answer.
import { getServerEnv, type ServerEnv } from "@ar/config";

const hostnameOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** The host names that serve the viewer only: the viewer's and the card bases' hosts that are not APP_URL's. */
export function viewerOnlyHosts(env: ServerEnv = getServerEnv()): Set<string> {
  const consoleHost = hostnameOf(env.APP_URL);
  const out = new Set<string>();
  for (const url of [env.AR_VIEWER_URL, env.CARD_BASE_URL, env.CARD_V2_BASE_URL]) {
    const host = hostnameOf(url);
    if (host && host !== consoleHost) out.add(host);
  }
  return out;
}

/** The viewer's own origin when it differs from the console's, else null (the one-machine default). */
export function separateViewerOrigin(env: ServerEnv = getServerEnv()): string | null {
  if (!env.AR_VIEWER_URL) return null;
  const viewer = new URL(env.AR_VIEWER_URL);
  return viewer.hostname.toLowerCase() === hostnameOf(env.APP_URL) ? null : viewer.origin;
}

/**
 * Whether a request came on a viewer-only host. `names` are every host the request names: the
 * Host header, each X-Forwarded-Host entry, the URL's host. Any one of them naming a viewer host
 * is enough: a forwarded header can only make a request more restricted here, never less.
 */
export function onViewerHost(names: (string | null | undefined)[], hosts: Set<string> = viewerOnlyHosts()): boolean {
  if (hosts.size === 0) return false;
  for (const value of names) {
    for (const entry of (value ?? "").split(",")) {
      const name = entry.trim().toLowerCase();
      if (!name) continue;
      // "[::1]:3000", "host:3000", "host"
      const host = name.startsWith("[") ? name.slice(0, name.indexOf("]") + 1) : name.replace(/:\d*$/, "");
      if (hosts.has(host)) return true;
    }
  }
  return false;
}

/** The hosts a fetch Request names (see onViewerHost). */
export function requestHostNames(request: Request): string[] {
  const url = new URL(request.url);
  return [url.host, request.headers.get("host") ?? "", request.headers.get("x-forwarded-host") ?? ""];
}

/**
 * The API doors a viewer host answers: the public reads, card events, wishes and wish uploads the
 * viewer calls (all under /api/public/, none reads a session), and health for a load balancer.
 * Every signed-in door (tRPC, the REST shims, /api/files, downloads) is not there at all.
 */
export function viewerHostApiAllows(method: string, pathname: string): boolean {
  if (pathname.startsWith("/api/public/")) return true;
  return (method === "GET" || method === "HEAD") && pathname === "/api/health";
}

/**
 * Whether the console's session cookie may speak for this request: it came on the console's host
 * and from the console's own pages. A page on another origin of the same site (the viewer's host,
 * a card domain's subdomain) still gets a SameSite=Lax cookie attached to its fetches, so:
 *  - an Origin header (every CORS fetch, every POST) must be the console's own;
 *  - Fetch Metadata marking a same-site or cross-site subresource request (an <img>, a no-cors
 *    fetch, which carry no Origin) is refused; a navigation (a link to the console) is not.
 */
export function consoleCookieMayBeRead(request: Request): boolean {
  if (onViewerHost(requestHostNames(request))) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const allowed = new Set([new URL(getServerEnv().APP_URL).origin, new URL(request.url).origin]);
    if (!allowed.has(origin)) return false;
  }
  const site = request.headers.get("sec-fetch-site");
  const mode = request.headers.get("sec-fetch-mode");
  return !((site === "same-site" || site === "cross-site") && mode !== "navigate");
}
