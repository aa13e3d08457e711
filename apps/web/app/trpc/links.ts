import { httpBatchLink, httpLink, splitLink } from "@trpc/client";
import type { AppRouter } from "@ar/api";

const url = "/api/trpc";
const sameOriginFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "same-origin" });

/**
 * How the browser reaches the API, for the react-query client and the plain one alike. The server
 * refuses sign-in, registration and Google sign-in inside a batch and caps batches at 10 calls
 * (packages/api/src/trpc/batch-rules.ts), so account mutations go alone and batches stay within 10.
 */
export function apiLink() {
  return splitLink<AppRouter>({
    condition: (op) => op.type === "mutation" && op.path.startsWith("account."),
    true: httpLink({ url, fetch: sameOriginFetch }),
    false: httpBatchLink({ url, maxItems: 10, fetch: sameOriginFetch }),
  });
}
