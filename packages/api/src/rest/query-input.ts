// A query string carries only text. The REST door turns it into the procedure's input here, once,
// driven by the procedure's own input schema: a field the schema takes as a boolean reads
// "true"/"1" and "false"/"0", a number field reads a decimal; anything else stays the text it
// was, for the schema to accept or refuse. The domain schemas take real types only.
import { z } from "zod";
import { inputSchemaOf } from "./procedures-runtime";
import type { ProcedurePath } from "./procedures";

type Kind = "boolean" | "number" | "text";
type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

function typesOf(s: JsonSchema): string[] {
  const own = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return [...own, ...(s.anyOf ?? []).flatMap(typesOf)];
}

function kindOf(s: JsonSchema): Kind {
  const types = typesOf(s);
  if (types.includes("string")) return "text";
  if (types.includes("boolean")) return "boolean";
  if (types.includes("number") || types.includes("integer")) return "number";
  return "text";
}

const kindsOf = new Map<ProcedurePath, Record<string, Kind>>();

/** The field kinds of a procedure's object input (its optional wrapper seen through). */
function fieldKinds(path: ProcedurePath): Record<string, Kind> {
  let kinds = kindsOf.get(path);
  if (!kinds) {
    const schema = inputSchemaOf(path);
    const json = (schema ? z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) : {}) as JsonSchema;
    const object = [json, ...(json.anyOf ?? [])].find((s) => s.properties);
    kinds = Object.fromEntries(Object.entries(object?.properties ?? {}).map(([k, s]) => [k, kindOf(s)]));
    kindsOf.set(path, kinds);
  }
  return kinds;
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

export function coerceQueryValue(kind: Kind, value: string): unknown {
  if (kind === "boolean")
    return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value;
  if (kind === "number") return DECIMAL.test(value.trim()) ? Number(value) : value;
  return value;
}

/** The query string as the procedure's input: each field coerced as its schema types it. */
export function queryInput(path: ProcedurePath, search: URLSearchParams): Record<string, unknown> {
  const kinds = fieldKinds(path);
  return Object.fromEntries([...search].map(([k, v]) => [k, coerceQueryValue(kinds[k] ?? "text", v)]));
}
