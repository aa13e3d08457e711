// Procedure tiers, defined once: public, authed (ctx.user narrowed), admin.
import { initTRPC, TRPCError } from "@trpc/server";
import { AppError, assertNoNulText } from "@ar/core";
import type { ApiContext } from "./context";
import { toTrpcError, trpcErrorResponse } from "./error-shape";
import { assertSameOrigin, requestHasSessionCookie } from "../http/request-auth";

const t = initTRPC.context<ApiContext>().create({
  errorFormatter({ shape, error }) {
    const res = trpcErrorResponse(error);
    return { ...shape, message: res.body.error.message, data: { httpStatus: res.status, error: res.body.error } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error);
  return result;
});

const csrf = t.middleware(({ ctx, type, next }) => {
  if (type === "mutation") assertSameOrigin(ctx.request, ctx.authVia === "cookie" || requestHasSessionCookie(ctx.request));
  return next();
});

const noNulText = t.middleware(async ({ getRawInput, next }) => {
  assertNoNulText(await getRawInput());
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(csrf).use(noNulText);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue" });
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new AppError("FORBIDDEN", "Administrators only");
  return next();
});
