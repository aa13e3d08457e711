// The viewer's hot public reads — a published project's document and the public files it names —
// go from Express straight to the API package, skipping Remix's per-request route matching and
// its request/response conversion (a tenth of the web process's CPU on these paths; the
// snapshot read must stay under 10 ms p99 at 300 req/s, README "Performance"). Same handler,
// same answers as through the /api resource route: this only shortens the way there. GET and
// HEAD only: these reads carry no body and read no session.
import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { handleApiRequest } from "@ar/api";

const PUBLIC_READS = /^\/api\/public\/(projects|files)\/[^/]*$/;

export function isPublicRead(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && PUBLIC_READS.test(path);
}

export async function publicReads(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (!isPublicRead(req.method, req.path)) return next();
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const response = await handleApiRequest(new Request(url, { method: req.method, headers }), {
      ip: req.ip ?? "unknown",
    });
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    // A phone that stops a video mid-way closes the socket: stop reading the file too.
    res.on("close", () => body.destroy());
    body.pipe(res);
  } catch (e) {
    next(e);
  }
}
