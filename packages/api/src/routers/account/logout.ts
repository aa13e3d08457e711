import { invalidateSession } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { clearSessionCookie } from "../../http/session-cookie";

export const logoutRoute = authedProcedure.mutation(async ({ ctx }) => {
  await invalidateSession(ctx.session.sessionId);
  ctx.resHeaders.append("Set-Cookie", clearSessionCookie());
  return { ok: true as const };
});
