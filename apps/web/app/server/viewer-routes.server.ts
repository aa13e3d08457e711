// The public AR viewer's routes on the web server (issue 20). They run before Remix, so the
// console's catch-all route never sees them, and they read and set no cookies:
//   /{id}, /clip/{id}          the project viewer (a project's AR link: {viewer host}/{id})
//   /arkit/{id}                an ARKit project's public page (its QR's link). Only digits after
//                              /arkit/: the console's own /arkit (the list) stays the console's
//                              (docs/decisions/0025)
//   {card base}/{cardId}       the card pages; the bases are GET /api/urls' (viewerBases()):
//                              default {APP_URL}/w, or CARD_BASE_URL / CARD_V2_BASE_URL. A base
//                              with a path serves that path on any host that reaches us (a proxy
//                              may forward another host); a base that is only a host (cards at
//                              https://cards.example/{cardId}) serves the root of that host only.
//   /viewer-assets/assets/*    the viewer build's hashed files, immutable
// Each page is the viewer build's index.html with the route named in a <meta> tag (no inline
// script: the viewer's CSP has none). A project page whose project is unknown, unpublished or
// deleted is the same friendly page with status 404 (issue 22), so crawlers and link checkers see
// a dead link as dead; a live one is 200. A card page likewise: 404 unknown, 403 not paid yet.
import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { getPublicProject, publicProjectExists } from "@ar/core/ar-projects";
import { publicCardPageStatus, viewerBases } from "@ar/core/cards";

export type ViewerRoute = { kind: "project" | "clip" | "arkit"; id: string } | { kind: "card"; cardId: string };

/** Card ids are 16 characters of a small alphabet; anything id-like up to 64 gets the viewer's own "no such card" page. */
const CARD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type CardBase = { host: string | null; prefix: string };

/** The card bases served here: a path prefix (any host), or a bare host (its root). */
export function cardBases(bases: { wishes: string; wishesV2: string } = viewerBases()): CardBase[] {
  const out: CardBase[] = [{ host: null, prefix: "/w" }];
  for (const base of [bases.wishes, bases.wishesV2]) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      continue;
    }
    const prefix = url.pathname.replace(/\/+$/, "");
    const entry = prefix ? { host: null, prefix } : { host: url.hostname.toLowerCase(), prefix: "" };
    if (!out.some((b) => b.host === entry.host && b.prefix === entry.prefix)) out.push(entry);
  }
  return out;
}

/** Which viewer page a request is, or null (the console's). */
export function matchViewerRoute(pathname: string, hostname: string, bases: CardBase[]): ViewerRoute | null {
  const host = hostname.toLowerCase();
  for (const b of bases) {
    if (b.host !== null && b.host !== host) continue;
    if (!pathname.startsWith(`${b.prefix}/`)) continue;
    const rest = pathname.slice(b.prefix.length + 1).replace(/\/$/, "");
    if (CARD_ID.test(rest)) return { kind: "card", cardId: rest };
  }
  const a = /^\/arkit\/(\d{1,12})\/?$/.exec(pathname);
  if (a?.[1]) return { kind: "arkit", id: a[1] };
  const p = /^\/(?:(clip)\/)?(\d{1,12})\/?$/.exec(pathname);
  if (p?.[2]) return { kind: p[1] ? "clip" : "project", id: p[2] };
  return null;
}

/**
 * The page for a route: the template with its <meta name="ar-route">, and for a project that does
 * not exist (unknown or deleted, as against not published) <meta name="ar-page" content="missing">,
 * which the viewer reads to say so.
 */
export function viewerPage(template: string, route: ViewerRoute, missing = false): string {
  const content = route.kind === "card" ? `card:${route.cardId}` : `${route.kind}:${route.id}`;
  // CARD_ID and the digits above admit no character that needs escaping in an attribute.
  const meta = `<meta name="ar-route" content="${content}" />${missing ? '<meta name="ar-page" content="missing" />' : ""}`;
  return template.replace("<!--ar-route-->", meta);
}

/**
 * A page's status, as its public door would answer: a project page is 404 when the project has no
 * live version (one statement, whose answer also warms the public door's cache; on a miss a
 * second one tells an unpublished project from none at all); a card page is
 * 404 for an unknown card and 403 for one not paid yet (the lookup every public door of a card
 * makes), so a dead card link reads as dead too.
 */
async function routeStatus(route: ViewerRoute): Promise<{ status: 200 | 403 | 404; missing?: boolean }> {
  if (route.kind === "card") return { status: await publicCardPageStatus(route.cardId) };
  if (route.kind !== "project" && route.kind !== "clip") return { status: 200 };
  const id = Number(route.id);
  if (await getPublicProject(id)) return { status: 200 };
  return { status: 404, missing: !(await publicProjectExists(id)) };
}

/**
 * The viewer's routes. `headers` gives the viewer's security headers (server.ts has already
 * chosen them by isViewerRequest, before any handler ran).
 */
export function viewerRouter(opts: { buildDir: string; bases?: CardBase[] }): {
  router: Router;
  isViewerRequest(req: Request): boolean;
} {
  const bases = opts.bases ?? cardBases();
  const viewerDir = path.join(opts.buildDir, "viewer");
  let template: string | null = null;
  const page = (res: Response, route: ViewerRoute, next: NextFunction) => {
    try {
      template ??= readFileSync(path.join(viewerDir, "index.html"), "utf8");
    } catch {
      res.status(503).type("text/plain").send("The AR viewer is not built: run npm run build -w apps/web.");
      return;
    }
    const shell = template;
    void routeStatus(route).then(
      ({ status, missing }) => {
        const html = viewerPage(shell, route, missing);
        // Short: a deploy changes the hashed asset names the page points at. A dead link is not
        // cached: publishing makes it live at once.
        res.set("Cache-Control", status === 200 ? "public, max-age=60" : "no-cache");
        res.status(status).type("html").send(html);
      },
      (err: unknown) => next(err),
    );
  };
  const router = express.Router();
  router.use(
    "/viewer-assets/assets",
    express.static(path.join(viewerDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.get("*", (req, res, next) => {
    const route = matchViewerRoute(req.path, req.hostname, bases);
    if (route) page(res, route, next);
    else next();
  });
  return {
    router,
    isViewerRequest: (req) =>
      req.path.startsWith("/viewer-assets/") ||
      ((req.method === "GET" || req.method === "HEAD") && matchViewerRoute(req.path, req.hostname, bases) !== null),
  };
}
