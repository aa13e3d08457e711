// Where a printed card's link points when its collection has a domain of its own: the viewer
// base's path on that host (as GET /api/urls?domain= builds it). One rule for the server, which
// encodes the links (core print/card-link.ts), and the browser, which measures them for the QR check.
import { fail, ok, type Result } from "./result";

const DOMAIN_HOST = /^[a-z0-9.-]+\.[a-z]{2,63}$/i;

/** A host name as a domain field takes it (no scheme, port or path). */
export function isDomainHost(host: string): boolean {
  return DOMAIN_HOST.test(host);
}

/** The link base on a saved domain (older rows may hold https://host/…), or the viewer base without one. */
export function cardLinkBaseOn(viewerBase: string, domain: string | null | undefined): Result<string> {
  const base = viewerBase.replace(/\/+$/, "");
  if (!domain || domain.trim() === "") return ok(base);
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "");
  if (!isDomainHost(host)) return fail("Invalid domain");
  return ok(`https://${host}${new URL(base).pathname.replace(/\/+$/, "")}`);
}
