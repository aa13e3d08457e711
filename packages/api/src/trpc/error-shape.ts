// tRPC side of the one error table: a TRPCError (whatever its cause) → the documented body.
import { TRPCError } from "@trpc/server";
import { AppError, codeFromTrpc, errorCodes, toErrorResponse, type ErrorResponse } from "@ar/core/errors";
import { ZodError } from "zod";

function isDomainError(e: unknown): boolean {
  return e instanceof AppError || e instanceof ZodError || (e instanceof Error && e.name.startsWith("PrismaClient"));
}

/**
 * tRPC's own error when an answer does not match the procedure's .output() schema. Its cause is a
 * ZodError, but the fault is the server's: a 500 (logged, with a request id), never a 400 with fields.
 */
function isOutputFailure(e: unknown): boolean {
  return e instanceof TRPCError && e.code === "INTERNAL_SERVER_ERROR" && e.message === "Output validation failed";
}

export function trpcErrorResponse(error: TRPCError): ErrorResponse {
  if (isOutputFailure(error)) return toErrorResponse(error);
  const cause = error.cause;
  if (cause && isDomainError(cause)) return toErrorResponse(cause);
  if (error.code === "INTERNAL_SERVER_ERROR") return toErrorResponse(cause ?? error);
  const code = codeFromTrpc(error.code);
  return { status: errorCodes[code].status, body: { error: { code, message: error.message } }, headers: {} };
}

/** Re-throws a domain error under the tRPC code the table gives it, so the HTTP status matches. */
export function toTrpcError(e: unknown): TRPCError {
  if (e instanceof TRPCError && (isOutputFailure(e) || !(e.cause && isDomainError(e.cause)))) return e;
  const cause = e instanceof TRPCError ? e.cause : e;
  const res = toErrorResponse(cause);
  return new TRPCError({
    code: errorCodes[res.body.error.code].trpc,
    message: res.body.error.message,
    cause: cause as Error,
  });
}
