import type { ValidSession } from "@ar/core";
import { resolveRequestAuth } from "../http/request-auth";

export type ApiContext = {
  request: Request;
  resHeaders: Headers;
  ip: string;
  session: ValidSession | null;
  authVia: "bearer" | "cookie" | null;
};

export async function createApiContext(opts: { request: Request; resHeaders: Headers; ip: string }): Promise<ApiContext> {
  const auth = await resolveRequestAuth(opts.request, opts.resHeaders);
  return { ...opts, session: auth.session, authVia: auth.via };
}
