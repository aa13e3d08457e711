// Turns anything thrown by a service into the documented error body
// `{ error: { code, message, fields? } }` and a status. Unexpected errors become a 500 with a
// request id; their text is logged, never sent.
import { randomUUID } from "node:crypto";
import { ZodError } from "zod";
import { AppError, type FieldErrors } from "./app-error";
import { errorCodes, type ErrorCode } from "./error-codes";

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldErrors; requestId?: string } };
export type ErrorResponse = { status: number; body: ErrorBody; headers: Record<string, string>; unexpected?: unknown };

/** zod issue → field error code: a custom `params.code` wins, else required/invalid by issue kind. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".") || "_";
    if (Object.hasOwn(fields, name)) continue;
    const custom = (issue as { params?: { code?: string } }).params?.code;
    const missing =
      issue.message === "required" ||
      (issue.code === "invalid_type" && /received (undefined|null)/.test(issue.message));
    fields[name] = custom ?? (missing ? "required" : "invalid");
  }
  return fields;
}

function prismaCode(e: unknown): string | undefined {
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const name = (e as { name?: string }).name ?? "";
    if (name.startsWith("PrismaClient")) return (e as { code: string }).code;
  }
  return undefined;
}

/** The database is down, restarting or dropped the connection: a 503 the client may retry, not a bug. */
function isDatabaseDown(e: unknown): boolean {
  const text = e instanceof Error ? `${e.name} ${e.message} ${(e as { code?: string }).code ?? ""}` : "";
  return /ECONNREFUSED|ECONNRESET|57P01|57P02|57P03|P1001|P1017|DatabaseNotReachable|Can't reach database|Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|server closed the connection/.test(
    text,
  );
}

function make(code: ErrorCode, message: string, extra: { fields?: FieldErrors; requestId?: string } = {}): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.requestId ? { requestId: extra.requestId } : {}),
    },
  };
}

export function toErrorResponse(e: unknown): ErrorResponse {
  if (e instanceof AppError) {
    const headers: Record<string, string> = {};
    if (e.options.retryAfterSeconds !== undefined) headers["Retry-After"] = String(e.options.retryAfterSeconds);
    return { status: errorCodes[e.code].status, body: make(e.code, e.message, { fields: e.fields }), headers };
  }
  if (e instanceof ZodError) {
    return { status: 400, body: make("BAD_REQUEST", "Invalid input", { fields: zodFieldErrors(e) }), headers: {} };
  }
  const pc = prismaCode(e);
  if (pc === "P2025") return { status: 404, body: make("NOT_FOUND", "Not found"), headers: {} };
  if (pc === "P2002") return { status: 409, body: make("CONFLICT", "Already exists"), headers: {} };
  if (isDatabaseDown(e)) {
    return {
      status: 503,
      body: make("UNAVAILABLE", "The service is temporarily unavailable"),
      headers: { "Retry-After": "5" },
      unexpected: e,
    };
  }
  const requestId = randomUUID();
  return { status: 500, body: make("INTERNAL", "Internal error", { requestId }), headers: {}, unexpected: e };
}
