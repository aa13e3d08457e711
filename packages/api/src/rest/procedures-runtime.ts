// A procedure's schemas, read from the router (the REST door's query coercion and the OpenAPI document use them).
import { z } from "zod";
import { appRouter } from "../routers/app-router";
import { documentedSchemaOf } from "../routers/outputs/common";
import type { ProcedurePath } from "./procedures";

type ProcedureDef = { _def: { inputs: unknown[]; output?: unknown; type: "query" | "mutation" | "subscription" } };

function defOf(path: ProcedurePath): ProcedureDef["_def"] | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>;
  return procedures[path]?._def;
}

/** The procedure's input schema, or undefined for a procedure without input. */
export function inputSchemaOf(path: ProcedurePath): z.ZodType | undefined {
  const parser = defOf(path)?.inputs[0];
  return parser instanceof z.ZodType ? parser : undefined;
}

/**
 * What the procedure answers, as its .output() describes it (for a pre-rendered JsonText answer,
 * the schema of the JSON it holds: docs/decisions/0042), or undefined.
 */
export function outputSchemaOf(path: ProcedurePath): z.ZodType | undefined {
  const parser = defOf(path)?.output;
  return parser instanceof z.ZodType ? documentedSchemaOf(parser) : undefined;
}
