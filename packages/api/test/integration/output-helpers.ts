// The output tests' one check: a real answer parses with the schema the OpenAPI document publishes
// for it AND loses nothing in parsing (the schema describes every field the door sends). For most
// procedures tRPC already parsed the answer, so this mainly proves the door answered 200; for the
// JsonText hot reads and the uploads, which nothing parses at run time (docs/decisions/0042), it
// is the only check that the description is true.
import { expect } from "vitest";
import type { z } from "zod";
import { restRoutes } from "@ar/api";
import { call } from "@ar/devtools/testing";
import { outputSchemaOf } from "../../src/rest/procedures-runtime";
import type { ProcedurePath } from "../../src/rest/procedures";

/** The published answer schema of a REST door, named as the REST table spells it ("GET /api/cards/:id"). */
export function doorSchema(door: string): z.ZodType {
  const route = restRoutes.find((r) => `${r.method} ${r.path}` === door);
  if (!route) throw new Error(`no REST door ${door}`);
  const schema = route.input === "multipart" || route.input === "public-multipart" ? route.output : undefined;
  const found = schema ?? ("procedure" in route ? outputSchemaOf(route.procedure) : undefined);
  if (!found) throw new Error(`${door} publishes no answer schema`);
  return found;
}

export function procedureSchema(procedure: ProcedurePath): z.ZodType {
  const found = outputSchemaOf(procedure);
  if (!found) throw new Error(`${procedure} has no output schema`);
  return found;
}

type Answer = { status: number; body: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the checked JSON freely
type Json = any;

/** The answer is a 200 whose body is exactly what the schema describes. */
export function expectDescribed(schema: z.ZodType, answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer.body);
}

/** A REST door's answer, checked against its published schema. */
export async function expectDoor(
  base: string,
  door: string,
  url: string,
  opts: Parameters<typeof call>[3] = {},
): Promise<Answer & { body: Json }> {
  const [method] = door.split(" ");
  const answer = await call(base, method!, url, opts);
  expectDescribed(doorSchema(door), answer);
  return answer;
}

/** A tRPC procedure's answer (for procedures with no REST door), checked against its output schema. */
export async function expectTrpc(
  base: string,
  procedure: ProcedurePath,
  kind: "query" | "mutation",
  input: unknown,
  token: string,
): Promise<Json> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const answer =
    kind === "query"
      ? await call(base, "GET", `/api/trpc/${procedure}${query}`, { token })
      : await call(base, "POST", `/api/trpc/${procedure}`, { token, body: input });
  // tRPC wraps a success as { result: { data } }; an error body is shown as it came.
  const data = answer.status === 200 ? (answer.body as { result: { data: unknown } }).result.data : answer.body;
  expectDescribed(procedureSchema(procedure), { status: answer.status, body: data });
  return data;
}
