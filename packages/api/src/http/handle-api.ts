// The API's fetch handler: /api/trpc/* goes to tRPC, documented REST paths to their shims.
// The Remix resource routes and the integration tests' plain HTTP server both call this.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPCError } from "@trpc/server";
import { requireFeature } from "@ar/core/account";
import { AppError, toErrorResponse } from "@ar/core/errors";
import { checkHealth } from "@ar/core/health";
import { appRouter } from "../routers/app-router";
import { anonymousApiContext, createApiContext } from "../trpc/context";
import { assertBatchAllowed, MAX_BATCH_CALLS } from "../trpc/batch-rules";
import { trpcErrorResponse, toTrpcError } from "../trpc/error-shape";
import { createAppCaller } from "../rest/caller";
import { decodePathPart, matchRestRoute } from "../rest/match-route";
import type { JsonRoute, RestParams } from "../rest/rest-table";
import { callProcedure } from "../rest/procedures";
import { queryInput } from "../rest/query-input";
import { errorJson, json } from "./json-response";
import { downloadPrintExport } from "./download-print-export";
import { serveFile } from "./serve-file";
import { serveQr } from "./serve-qr";
import { servePublicFile } from "./serve-public-file";
import { servePublicArkit } from "./serve-public-arkit";
import { servePublicProject } from "./serve-public-project";
import { paymentWebhook } from "./payment-webhooks";
import { assertSameOrigin } from "./request-auth";
import { onViewerHost, requestHostNames, viewerHostApiAllows } from "./viewer-host";
import { compressJson } from "./compress-response";
import { guardRequestBody } from "./guard-request-body";
import { buildOpenApiDocument } from "./openapi";
import { cappedJsonRequest, jsonHeadersProblem, readJsonBody } from "./json-body";

export type ApiRequestOptions = { ip: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The procedure's input: the query string or the JSON body, with the path's fields laid over it (rest-table.ts). */
async function readInput(request: Request, route: JsonRoute, params: RestParams): Promise<unknown> {
  const fromPath = route.params?.(params);
  if (route.input === "none") return fromPath;
  const raw =
    route.input === "query"
      ? queryInput(route.procedure, new URL(request.url).searchParams)
      : await readJsonBody(request);
  return fromPath ? { ...(isObject(raw) ? raw : {}), ...fromPath } : raw;
}

function trpc(request: Request, opts: ApiRequestOptions): Promise<Response> {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    // The same body rules as the REST door (json-body.ts): JSON only, read up to the cap.
    req: cappedJsonRequest(request),
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: ({ req, resHeaders, info }) => {
      const refused = req.method === "POST" ? jsonHeadersProblem(req, { typeRequired: true }) : null;
      if (refused) throw toTrpcError(refused);
      assertBatchAllowed(info);
      return createApiContext({ request: req, resHeaders, ip: opts.ip });
    },
    onError: ({ error }) => {
      const res = trpcErrorResponse(error);
      if (res.unexpected) errorJson(res); // logs it
    },
    responseMeta: ({ errors }) => {
      // As every JSON answer of the API (json-response.ts): never kept by a browser or a proxy.
      const headers = new Headers({ "Cache-Control": "no-store" });
      for (const e of errors) for (const [k, v] of Object.entries(trpcErrorResponse(e).headers)) headers.set(k, v);
      return { headers };
    },
  });
}

async function rest(request: Request, opts: ApiRequestOptions): Promise<Response> {
  const url = new URL(request.url);
  const { route, params, allowed } = matchRestRoute(request.method, url.pathname);
  if (!route) {
    if (allowed.length)
      return json(
        { error: { code: "METHOD_NOT_ALLOWED", message: `Method not allowed; use ${allowed.join(", ")}` } },
        405,
        { Allow: allowed.join(", ") },
      );
    return json({ error: { code: "NOT_FOUND", message: "No such API path" } }, 404);
  }
  const resHeaders = new Headers();
  try {
    // A public upload reads no session and needs no same-origin Origin (rest-table.ts PublicUploadRoute).
    if (route.input === "public-multipart")
      return json((await route.upload(request, params, { ip: opts.ip })) ?? null, 200, resHeaders);
    const ctx =
      route.input !== "multipart" && route.anonymous
        ? anonymousApiContext({ request, resHeaders, ip: opts.ip })
        : await createApiContext({ request, resHeaders, ip: opts.ip });
    if (route.input === "multipart") {
      // The origin first: a cross-site upload is refused as such, whether its cookie was read or not.
      assertSameOrigin(request);
      if (!ctx.session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
      if (route.feature) requireFeature(ctx.session.user, route.feature);
      return json((await route.upload(ctx.session.user, request, params)) ?? null, 200, resHeaders);
    }
    const input = await readInput(request, route, params);
    const out = await callProcedure(createAppCaller(ctx), route.procedure, input);
    return json(out ?? null, 200, resHeaders);
  } catch (e) {
    const res = e instanceof TRPCError ? trpcErrorResponse(toTrpcError(e)) : toErrorResponse(e);
    return errorJson(res, resHeaders);
  }
}

let openApiDocument: Record<string, unknown> | undefined;

/**
 * Endpoints outside the REST table and tRPC (files, QR images, downloads, webhooks, health): they
 * answer with bytes or are called by other systems. Listed here so the authorization matrix test
 * can enumerate every path the app exposes.
 */
export const specialRoutes: {
  method: "GET" | "POST";
  path: string;
  match: RegExp;
  handle: (request: Request, m: RegExpExecArray) => Promise<Response>;
  /** Also answers HEAD (the public files: media elements and caches ask for headers alone). */
  head?: true;
}[] = [
  {
    method: "GET",
    path: "/api/print-exports/:id/download",
    match: /^\/api\/print-exports\/([^/]+)\/download$/,
    handle: (r, m) => downloadPrintExport(r, m[1]!),
  },
  {
    method: "GET",
    path: "/api/health",
    match: /^\/api\/health$/,
    handle: async () => {
      const health = await checkHealth();
      return json(health, health.ok ? 200 : 503);
    },
  },
  // Beyond the spec: this API's OpenAPI 3.1 document, from the procedures' schemas (public, no session read).
  {
    method: "GET",
    path: "/api/openapi.json",
    match: /^\/api\/openapi\.json$/,
    handle: async () => json((openApiDocument ??= buildOpenApiDocument(specialRoutes))),
  },
  {
    method: "POST",
    path: "/api/payments/:provider/webhook",
    match: /^\/api\/payments\/([a-z]+)\/webhook$/,
    handle: (r, m) => paymentWebhook(r, m[1]!),
  },
  {
    method: "GET",
    path: "/api/qr/:id",
    match: /^\/api\/qr\/(.+)$/,
    handle: (r, m) => decoded(m[1]!, (id) => serveQr(r, id)),
  },
  {
    method: "GET",
    path: "/api/files/:key",
    match: /^\/api\/files\/(.+)$/,
    handle: (r, m) => decoded(m[1]!, (key) => serveFile(r, key)),
  },
  // Public: no session is read (the published viewer's data and files; core public-files).
  {
    method: "GET",
    path: "/api/public/projects/:id",
    match: /^\/api\/public\/projects\/([^/]*)$/,
    head: true,
    handle: (r, m) => servePublicProject(r, m[1]!),
  },
  {
    method: "GET",
    path: "/api/public/arkit/:id",
    match: /^\/api\/public\/arkit\/([^/]*)$/,
    head: true,
    handle: (r, m) => servePublicArkit(r, m[1]!),
  },
  {
    method: "GET",
    path: "/api/public/files/:name",
    match: /^\/api\/public\/files\/([^/]*)$/,
    head: true,
    handle: (r, m) => servePublicFile(r, m[1]!),
  },
];

/** A path part that does not decode (not UTF-8) names no file or card. */
function decoded(part: string, serve: (value: string) => Promise<Response>): Promise<Response> {
  const value = decodePathPart(part);
  return value === null
    ? Promise.resolve(json({ error: { code: "NOT_FOUND", message: "No such API path" } }, 404))
    : serve(value);
}

export async function handleApiRequest(request: Request, opts: ApiRequestOptions): Promise<Response> {
  // Handlers may stop reading the body anywhere; the guard delivers their answer (guard-request-body.ts).
  const body = guardRequestBody(request);
  return body.settle(await compressJson(request, await dispatch(body.request, opts)));
}

function dispatch(request: Request, opts: ApiRequestOptions): Promise<Response> {
  const { pathname } = new URL(request.url);
  // On the viewer's own host only the viewer's doors exist (viewer-host.ts): every signed-in one
  // answers as an unknown path, whatever cookie or token the request carries.
  if (!viewerHostApiAllows(request.method, pathname) && onViewerHost(requestHostNames(request)))
    return Promise.resolve(json({ error: { code: "NOT_FOUND", message: "No such API path" } }, 404));
  if (pathname === "/api/trpc" || pathname.startsWith("/api/trpc/")) return trpc(request, opts);
  for (const special of specialRoutes) {
    const m =
      special.method === request.method || (special.head && request.method === "HEAD")
        ? special.match.exec(pathname)
        : null;
    if (m) return special.handle(request, m);
  }
  return rest(request, opts);
}
