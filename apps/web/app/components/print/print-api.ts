// Types of the print procedures (router key `print`: start, get, list) as the dialogs use them,
// inferred from the API so a change on the server shows up here as a type error.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type PrintOutputs = inferRouterOutputs<AppRouter>["print"];

/** One export as `print.get` returns it (progress 0–100; `failureCode` says why it failed, `retrying` that another attempt follows). */
export type PrintExport = PrintOutputs["get"];
export type PrintExportListItem = PrintOutputs["list"][number];
export type PrintStatus = PrintExport["status"];

/** Unknown yet (first poll pending), queued or rendering: the worker has not finished. */
export function isRunning(status: PrintStatus | undefined): boolean {
  return status === undefined || status === "queued" || status === "rendering";
}
