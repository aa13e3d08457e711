export { handleApiRequest, specialRoutes } from "./http/handle-api";
export { appRouter, type AppRouter } from "./routers/app-router";
export { createAppCaller, type AppCaller } from "./rest/caller";
export { createApiContext } from "./trpc/context";
export { restRoutes } from "./rest/rest-table";
export { MAX_BATCH_CALLS, UNBATCHABLE_PROCEDURES } from "./trpc/batch-rules";
export { SESSION_COOKIE, sessionCookie, clearSessionCookie, readCookie } from "./http/session-cookie";
export { resolveRequestAuth } from "./http/request-auth";
export { answerClientError } from "./http/client-error";
export {
  consoleCookieMayBeRead,
  onViewerHost,
  separateViewerOrigin,
  viewerHostApiAllows,
  viewerOnlyHosts,
} from "./http/viewer-host";
