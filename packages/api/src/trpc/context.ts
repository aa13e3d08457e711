import type { ValidSession } from "@ar/core/auth";
import { resolveRequestAuth } from "../http/request-auth";

export type ApiContext = {
  request: Request;
  resHeaders: Headers;
  ip: string;
  session: ValidSession | null;
  authVia: "bearer" | "cookie" | null;
};

export async function createApiContext(opts: {
  request: Request;
  resHeaders: Headers;
  ip: string;
}): Promise<ApiContext> {
  const auth = await resolveRequestAuth(opts.request, opts.resHeaders);
  return { ...opts, session: auth.session, authVia: auth.via };
}

/** For the public doors (REST rows marked `anonymous`): no cookie or token is read, no session renewed. */
export function anonymousApiContext(opts: { request: Request; resHeaders: Headers; ip: string }): ApiContext {
  return { ...opts, session: null, authVia: null };
}
