// Pieces the domain output schemas share. Each schema is tied to the core type it describes
// (`satisfies z.ZodType<Dto>`), so a DTO change the schema does not follow is a type error.
import { z } from "zod";
import { JOB_FAILURE_CODES } from "@ar/core/jobs";
import { JsonText } from "@ar/db";

export const isoDate = z.iso.datetime({ offset: true });
export const id = z.number().int();
export const count = z.number().int();
export const failureCode = z.enum(JOB_FAILURE_CODES);

/** Editor-owned JSON (scene data, collection design, project features): any value, kept as stored. */
export const anyJson = z.unknown();

export const okAnswer = z.object({ ok: z.literal(true) });
export const deletedAnswer = z.object({ deleted: z.literal(true) });

/** A list page of the admin screens. */
export const page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), pageCount: count });

const documented = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The output of a hot read answered as JSON PostgreSQL already rendered (JsonText, docs/decisions/
 * 0010): tRPC only checks that the answer is that text, so its bytes (and their cached gzip) go out
 * untouched; `schema` is what the text holds, published in the OpenAPI document and checked against
 * real answers by packages/api/test/integration/output-*.test.ts (docs/decisions/0042).
 */
export function jsonTextOf<T>(schema: z.ZodType<T>) {
  const passThrough = z.custom<JsonText<T>>((v) => v instanceof JsonText, { error: "Expected pre-rendered JSON" });
  documented.set(passThrough, schema);
  return passThrough;
}

/** The schema the OpenAPI document publishes for an output: what a JsonText holds, or the schema itself. */
export function documentedSchemaOf(schema: z.ZodType): z.ZodType {
  return documented.get(schema) ?? schema;
}
