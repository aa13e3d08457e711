// GET /api/openapi.json: an OpenAPI 3.1 document of the REST doors, made from the same schemas the
// procedures check (z.toJSONSchema; OpenAPI 3.1 schemas are JSON Schema 2020-12). A JSON door's
// request is its procedure's input minus the fields its path gives; its answer, the procedure's
// output schema (for an upload, its route's `output`). The special endpoints (files, QR images,
// webhooks) are described by their path and method only. Built once, on first request.
import { z } from "zod";
import { restRoutes, type RestRoute } from "../rest/rest-table";
import { inputSchemaOf, outputSchemaOf } from "../rest/procedures-runtime";

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type Special = { method: "GET" | "POST"; path: string };

function jsonSchema(schema: z.ZodType | undefined, io: "input" | "output"): Schema {
  if (!schema) return {};
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Schema;
  return rest;
}

/** `/api/cards/:id` → `/api/cards/{id}`, and the names of its parameters. */
export function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:([a-zA-Z]+)/g, (_, n: string) => {
    names.push(n);
    return `{${n}}`;
  });
  return { path: converted, names };
}

const errorResponse = { description: "The documented error body", $ref: "#/components/responses/Error" };

/** The input fields a route's path gives (they are not part of its body or query). */
function pathFields(route: RestRoute, names: string[]): Set<string> {
  if (route.input !== "json" && route.input !== "query" && route.input !== "none") return new Set();
  if (!route.params) return new Set();
  return new Set(Object.keys(route.params(Object.fromEntries(names.map((n) => [n, "1"])))));
}

function withoutFields(schema: Schema, fields: Set<string>): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return schema;
  const required = (schema.required as string[] | undefined)?.filter((k) => !fields.has(k));
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => !fields.has(k))),
    ...(required && { required }),
  };
}

function restOperation(route: RestRoute, names: string[]): Operation {
  const parameters: Schema[] = names.map((n) => ({
    name: n,
    in: "path",
    required: true,
    schema: n === "id" ? { type: "string", pattern: "^\\d{1,15}$" } : { type: "string" },
  }));
  const op: Operation = { parameters, responses: { default: errorResponse } };
  if (route.input === "multipart" || route.input === "public-multipart") {
    op.requestBody = { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } };
    op.responses = {
      "200": {
        description: "The service's JSON answer",
        content: { "application/json": { schema: jsonSchema(route.output, "output") } },
      },
      default: errorResponse,
    };
    return op;
  }
  op["x-trpc-procedure"] = route.procedure;
  const input = withoutFields(jsonSchema(inputSchemaOf(route.procedure), "input"), pathFields(route, names));
  if (route.input === "json") op.requestBody = { content: { "application/json": { schema: input } } };
  if (route.input === "query") {
    const properties = (input.properties ?? {}) as Record<string, Schema>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties))
      parameters.push({ name, in: "query", required: required.has(name), schema });
  }
  const output = outputSchemaOf(route.procedure);
  op.responses = {
    "200": {
      description: "The procedure's output",
      ...(output && { content: { "application/json": { schema: jsonSchema(output, "output") } } }),
    },
    default: errorResponse,
  };
  return op;
}

export function buildOpenApiDocument(specials: readonly Special[]): Schema {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (method: string, path: string, op: (names: string[]) => Operation) => {
    const { path: p, names } = openApiPath(path);
    (paths[p] ??= {})[method.toLowerCase()] = op(names);
  };
  for (const route of restRoutes) add(route.method, route.path, (names) => restOperation(route, names));
  for (const s of specials)
    add(s.method, s.path, (names) => ({
      parameters: names.map((n) => ({ name: n, in: "path", required: true, schema: { type: "string" } })),
      responses: { "200": { description: "Bytes or JSON, as the endpoint serves them" }, default: errorResponse },
    }));
  return {
    openapi: "3.1.0",
    info: { title: "AR platform REST API", version: "1" },
    paths,
    components: {
      responses: {
        Error: {
          description: "An error: the one body every door answers with (docs/ARCHITECTURE.md)",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["error"],
                properties: {
                  error: {
                    type: "object",
                    required: ["code", "message"],
                    properties: {
                      code: { type: "string" },
                      message: { type: "string" },
                      fields: { type: "object", additionalProperties: { type: "string" } },
                      requestId: { type: "string" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
