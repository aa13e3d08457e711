// Types of the admin procedures as the screens use them, inferred from the API so that a change
// on the server shows up here as a type error.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type AdminOutputs = inferRouterOutputs<AppRouter>["admin"];

export type AdminAccount = AdminOutputs["listAccounts"]["data"][number];
export type AdminPayment = AdminOutputs["listPayments"]["data"][number];
type AuditRow = AdminOutputs["audit"][number];
/** `changes` is free-form JSON (audit-changes.ts reads it defensively); typing it as the recursive JSON type only slows the compiler down. */
export type AuditEntry = { [K in Exclude<keyof AuditRow, "changes">]: AuditRow[K] } & { changes: unknown };
