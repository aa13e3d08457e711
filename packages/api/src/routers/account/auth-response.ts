import type { AuthResult } from "@ar/core";
import type { ApiContext } from "../../trpc/context";
import { sessionCookie } from "../../http/session-cookie";

/** Signs the console in (cookie) and answers API clients with the same token. */
export function answerWithSession(ctx: ApiContext, result: AuthResult) {
  ctx.resHeaders.append("Set-Cookie", sessionCookie(result.token, result.expiresAt));
  return { user: result.user, token: result.token };
}
