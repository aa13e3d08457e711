// GET /api/openapi.json describes exactly the REST contract (rest-contract.ts): each documented path
// and each addition beyond the spec with its method, nothing more, nothing less; and its schemas
// are the procedures' own.
import { describe, expect, it } from "vitest";
import { handleApiRequest, restRoutes } from "@ar/api";
import { contractRoutes } from "./rest-contract";

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown;
        parameters?: { name: string; in: string }[];
        responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
      }
    >
  >;
};

async function fetchDoc(): Promise<{ status: number; doc: Doc; headers: Headers }> {
  const res = await handleApiRequest(new Request("http://localhost/api/openapi.json"), { ip: "127.0.0.1" });
  return { status: res.status, doc: (await res.json()) as Doc, headers: res.headers };
}

const pattern = (openApiPath: string) => openApiPath.replace(/\{([a-zA-Z]+)\}/g, ":$1");

describe("GET /api/openapi.json", () => {
  it("is public JSON, an OpenAPI 3.1 document", async () => {
    const { status, doc, headers } = await fetchDoc();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("has exactly the contract's paths and methods", async () => {
    const { doc } = await fetchDoc();
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${pattern(path)}`),
    );
    expect(described.sort()).toEqual([...contractRoutes].sort());
  });

  it("takes request schemas from the procedures, less what the path gives", async () => {
    const { doc } = await fetchDoc();
    const buy = doc.paths["/api/cards/{id}/buy"]!.post!;
    const body = (
      buy.requestBody as { content: Record<string, { schema: { properties: object; required: string[] } }> }
    ).content["application/json"]!.schema;
    expect(Object.keys(body.properties).sort()).toEqual(["count", "orderId", "promo"]);
    expect(body.required).toEqual(["count"]);
    expect(buy.parameters).toEqual([expect.objectContaining({ name: "id", in: "path" })]);
    const list = doc.paths["/api/cards"]!.get!;
    expect(list.parameters).toEqual([
      { name: "type", in: "query", required: false, schema: { type: "string", enum: ["v2", "classic"] } },
      { name: "archived", in: "query", required: false, schema: { type: "boolean", default: false } },
    ]);
  });

  // docs/decisions/0042: JSON doors and uploads alike; only the special endpoints (bytes, webhooks) have none.
  it("publishes an answer schema for every door of the REST table", async () => {
    const { doc } = await fetchDoc();
    const undescribed = restRoutes.filter((route) => {
      const path = route.path.replace(/:([a-zA-Z]+)/g, "{$1}");
      const schema =
        doc.paths[path]?.[route.method.toLowerCase()]?.responses["200"]?.content?.["application/json"]?.schema;
      return !schema || Object.keys(schema).length === 0;
    });
    expect(undescribed.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("publishes what a pre-rendered list holds, not the text that carries it", async () => {
    const { doc } = await fetchDoc();
    const list = doc.paths["/api/cards"]!.get!.responses["200"]!.content!["application/json"]!.schema;
    expect(list).toMatchObject({ type: "array", items: { type: "object" } });
    expect((list.items as { required: string[] }).required).toContain("cardsCount");
  });
});
