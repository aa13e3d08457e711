// The ONE table from an error code to its HTTP status and tRPC code. Both doors (tRPC and the REST
// shims) shape errors through it, so they cannot drift apart.
export const errorCodes = {
  BAD_REQUEST: { status: 400, trpc: "BAD_REQUEST" },
  UNAUTHORIZED: { status: 401, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { status: 403, trpc: "FORBIDDEN" },
  /** The account lacks the feature (entitlement) the call needs (docs/decisions/0013). */
  FEATURE_REQUIRED: { status: 403, trpc: "FORBIDDEN" },
  NOT_FOUND: { status: 404, trpc: "NOT_FOUND" },
  METHOD_NOT_ALLOWED: { status: 405, trpc: "METHOD_NOT_SUPPORTED" },
  CONFLICT: { status: 409, trpc: "CONFLICT" },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: "UNSUPPORTED_MEDIA_TYPE" },
  TOO_MANY_REQUESTS: { status: 429, trpc: "TOO_MANY_REQUESTS" },
  /** Answered by the HTTP server itself (URL or headers over Node's 16 KB limit), never by a procedure. */
  HEADERS_TOO_LARGE: { status: 431, trpc: "BAD_REQUEST" },
  INTERNAL: { status: 500, trpc: "INTERNAL_SERVER_ERROR" },
  UNAVAILABLE: { status: 503, trpc: "SERVICE_UNAVAILABLE" },
} as const;

export type ErrorCode = keyof typeof errorCodes;
export type TrpcErrorCode = (typeof errorCodes)[ErrorCode]["trpc"];

export function codeFromTrpc(trpc: string): ErrorCode {
  // tRPC's own transport errors: a body that is not JSON is the caller's mistake, not ours.
  if (trpc === "PARSE_ERROR") return "BAD_REQUEST";
  const found = (Object.keys(errorCodes) as ErrorCode[]).find((c) => errorCodes[c].trpc === trpc);
  return found ?? "INTERNAL";
}
