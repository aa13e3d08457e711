// The one web process serves two surfaces; which one a request is for is decided by its host
// (docs: the viewer's own host, @ar/api viewer-host.ts). When AR_VIEWER_URL names another host
// than APP_URL (production, docker/compose.yaml):
//  - on a viewer host only the viewer exists: its pages and assets, /code-preview (a code
//    project's sandboxed frame, which the viewer frames from its own origin) and the API's public
//    doors. The Cookie header is dropped before any handler, so nothing there can read the
//    console's session even when a request is forged with it; everything else (console screens,
//    tRPC, the signed-in REST doors, the console's assets) is a 404 that no cache keeps;
//  - on the console's host the viewer's pages move to the viewer host (308, same path): anonymous
//    content (a wish, a published script) never renders on the console's origin, and links
//    printed before the move keep working.
// With AR_VIEWER_URL unset (a one-machine start) both surfaces share one origin, as before.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { onViewerHost, separateViewerOrigin, viewerHostApiAllows, viewerOnlyHosts } from "@ar/api";

export type ViewerHostOptions = {
  /** The viewer's own pages and assets (viewer-routes.server.ts). */
  isViewerRequest(req: Request): boolean;
  /** Defaults from the environment (viewerOnlyHosts, separateViewerOrigin). */
  hosts?: Set<string>;
  viewerOrigin?: string | null;
};

/** Whether a request on a viewer host may go on: the viewer's pages, its code frame, the public API. */
export function viewerHostServes(req: Request, isViewerRequest: (req: Request) => boolean): boolean {
  if (req.path.startsWith("/api/")) return viewerHostApiAllows(req.method, req.path);
  if (req.path === "/code-preview") return req.method === "GET" || req.method === "HEAD";
  return isViewerRequest(req);
}

export function viewerHostGate(opts: ViewerHostOptions): RequestHandler {
  const hosts = opts.hosts ?? viewerOnlyHosts();
  const viewerOrigin = opts.viewerOrigin === undefined ? separateViewerOrigin() : opts.viewerOrigin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (hosts.size === 0) return next();
    // Every host the request names: a forwarded one can only restrict it (onViewerHost).
    if (onViewerHost([req.get("host"), req.get("x-forwarded-host"), req.hostname], hosts)) {
      delete req.headers.cookie;
      if (viewerHostServes(req, opts.isViewerRequest)) return next();
      res.set("Cache-Control", "no-store");
      if (req.path.startsWith("/api/"))
        res.status(404).json({ error: { code: "NOT_FOUND", message: "No such API path" } });
      else res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (viewerOrigin && (req.method === "GET" || req.method === "HEAD") && opts.isViewerRequest(req)) {
      res.set("Cache-Control", "no-store");
      res.redirect(308, `${viewerOrigin}${req.originalUrl}`);
      return;
    }
    next();
  };
}
