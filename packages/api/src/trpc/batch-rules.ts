// What one tRPC HTTP request may carry. Each call in a batch is a separate evaluation, so without a
// cap one request could make any number of them; and a batch of credential checks would let one
// request race the sign-in throttle. Sign-in, registration and Google sign-in are therefore never
// batched, and other batches are capped; the browser's link (apps/web/app/trpc/links.ts) sends those
// three alone and uses the same cap (a unit test keeps the two sides equal).
import type { TRPCRequestInfo } from "@trpc/server/http";
import { AppError } from "@ar/core/errors";
import { toTrpcError } from "./error-shape";

export const MAX_BATCH_CALLS = 10;

/** Procedures that check credentials or create accounts: one per request. */
export const UNBATCHABLE_PROCEDURES: ReadonlySet<string> = new Set([
  "account.login",
  "account.register",
  "account.signByGoogle",
]);

/** Refuses the whole request (before any call runs) when its batch holds an unbatchable call. */
export function assertBatchAllowed(info: TRPCRequestInfo): void {
  if (!info.isBatchCall) return;
  const lone = info.calls.find((c) => UNBATCHABLE_PROCEDURES.has(c.path));
  if (lone)
    throw toTrpcError(new AppError("BAD_REQUEST", `${lone.path} cannot be batched: send it as a request of its own`));
}
