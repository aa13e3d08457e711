// The REST shim table: each documented path (spelled exactly as the spec writes it) → the tRPC
// procedure that serves it. A shim only says where the input comes from; the procedure (and the
// core service behind it) does all the work, so both doors behave the same.
import type { AppCaller } from "./caller";

export type RestInput = "none" | "json" | "query";

export type RestRoute = {
  method: "GET" | "POST" | "DELETE";
  /** Path with `:name` parameters. */
  path: string;
  input: RestInput;
  call: (caller: AppCaller, input: unknown, params: Record<string, string>) => Promise<unknown>;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- inputs are validated by the procedures' zod schemas */
export const restRoutes: RestRoute[] = [
  { method: "GET", path: "/api/account", input: "none", call: (c) => c.account.get() },
  { method: "POST", path: "/api/account/login", input: "json", call: (c, i) => c.account.login(i as any) },
  { method: "POST", path: "/api/account/register", input: "json", call: (c, i) => c.account.register(i as any) },
  { method: "POST", path: "/api/account/confirm-mail", input: "json", call: (c, i) => c.account.confirmMail(i as any) },
  { method: "POST", path: "/api/account/sign-by-google", input: "json", call: (c, i) => c.account.signByGoogle(i as any) },
  { method: "GET", path: "/api/account/data", input: "none", call: (c) => c.account.signInOptions() },
  { method: "GET", path: "/api/stats/all", input: "none", call: (c) => c.stats.all() },
];
