import { httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@ar/api";

/** How the browser reaches the API, for the react-query client and the plain one alike. */
export function apiLink() {
  return httpBatchLink<AppRouter>({ url: "/api/trpc", fetch: (url, opts) => fetch(url, { ...opts, credentials: "same-origin" }) });
}
