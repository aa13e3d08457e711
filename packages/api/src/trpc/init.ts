// Procedure tiers, defined once: public, authed (ctx.user narrowed), admin, and feature (an authed
// procedure whose meta names the feature the account must have, docs/decisions/0013).
import { initTRPC, TRPCError } from "@trpc/server";
import { requireFeature, type FeatureId } from "@ar/core/account";
import { AppError, assertStorableText } from "@ar/core/errors";
import type { ApiContext } from "./context";
import { toTrpcError, trpcErrorResponse } from "./error-shape";
import { assertSameOrigin } from "../http/request-auth";

/** `feature`: the entitlement the procedure needs, declared once per procedure with featureProcedure(). */
export type ProcedureMeta = { feature?: FeatureId };

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
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

// By the HTTP method, not the procedure type: a REST POST that calls a query is checked too.
const csrf = t.middleware(({ ctx, next }) => {
  assertSameOrigin(ctx.request);
  return next();
});

const storableText = t.middleware(async ({ getRawInput, next }) => {
  assertStorableText(await getRawInput());
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(csrf).use(storableText);

/**
 * Anonymous calls other sites make on purpose (the card viewer, served from CARD_BASE_URL, reports
 * view/use events): no Origin check, since they act for no account. Nothing that signs in, reads or
 * changes an account's data may use it.
 */
export const crossSiteProcedure = t.procedure.use(mapErrors).use(storableText);

export const authedProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue" });
    return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
  })
  .use(({ ctx, meta, next }) => {
    if (meta?.feature) requireFeature(ctx.user, meta.feature);
    return next();
  });

/** For the accounts entitled to `feature` (403 FEATURE_REQUIRED for others, administrators included). */
export const featureProcedure = (feature: FeatureId) => authedProcedure.meta({ feature });

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new AppError("FORBIDDEN", "Administrators only");
  return next();
});
