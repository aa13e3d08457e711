// The router's procedures by their dotted path ("cards.update"): the REST table names the
// procedure a path serves, and takes its input and output types (and, for the OpenAPI document,
// its schemas) from the router itself.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../routers/app-router";
import type { AppCaller } from "./caller";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** "account.login", "cards.update", ...: every procedure of the router. */
export type ProcedurePath = {
  [N in keyof Inputs & string]: { [P in keyof Inputs[N] & string]: `${N}.${P}` }[keyof Inputs[N] & string];
}[keyof Inputs & string];

type Split<P extends ProcedurePath> = P extends `${infer N extends keyof Inputs & string}.${infer Q}` ? [N, Q] : never;

export type InputOf<P extends ProcedurePath> =
  Split<P> extends [infer N extends keyof Inputs, infer Q] ? (Q extends keyof Inputs[N] ? Inputs[N][Q] : never) : never;

export type OutputOf<P extends ProcedurePath> =
  Split<P> extends [infer N extends keyof Outputs, infer Q]
    ? Q extends keyof Outputs[N]
      ? Outputs[N][Q]
      : never
    : never;

type AnyCall = (input: unknown) => Promise<unknown>;

/**
 * Calls a procedure by its path with a value read from the wire. The value is not yet known to fit
 * the input: the procedure's input schema checks it, as for a tRPC call.
 */
export function callProcedure(caller: AppCaller, path: ProcedurePath, input: unknown): Promise<unknown> {
  const [namespace, name] = path.split(".") as [string, string];
  const procedures = caller as unknown as Record<string, Record<string, AnyCall>>;
  return procedures[namespace]![name]!(input);
}
