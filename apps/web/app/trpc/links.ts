import { httpBatchLink, httpLink, splitLink } from "@trpc/client";
import type { AppRouter } from "@ar/api";

const url = "/api/trpc";
const sameOriginFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "same-origin" });

/** At most this many calls in one request: the server's cap (MAX_BATCH_CALLS). */
export const MAX_BATCH_ITEMS = 10;

/** The server refuses these inside a batch (UNBATCHABLE_PROCEDURES in packages/api/src/trpc/batch-rules.ts). */
export const SENT_ALONE: ReadonlySet<string> = new Set(["account.login", "account.register", "account.signByGoogle"]);

/**
 * How the browser reaches the API, for the react-query client and the plain one alike. Sign-in,
 * registration and Google sign-in go as requests of their own; other calls are batched.
 */
export function apiLink() {
  return splitLink<AppRouter>({
    condition: (op) => SENT_ALONE.has(op.path),
    true: httpLink({ url, fetch: sameOriginFetch }),
    false: httpBatchLink({ url, maxItems: MAX_BATCH_ITEMS, fetch: sameOriginFetch }),
  });
}
