// Output schemas are enforced, not decorative: a procedure whose answer does not match its
// .output() fails the call (500, nothing sent) instead of answering something else; a matching
// answer passes, stripped to what the schema (and so the OpenAPI document) says.
import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { handleApiRequest } from "@ar/api";
import { userDto } from "../src/routers/outputs/account";
import { createCallerFactory, crossSiteProcedure, router } from "../src/trpc/init";
import { anonymousApiContext } from "../src/trpc/context";
import { trpcErrorResponse } from "../src/trpc/error-shape";

const user = {
  id: 1,
  name: "Ann",
  email: "ann@example.com",
  isAdmin: false,
  features: ["wishes"],
  cardsBalance: 3,
  customDomain: null,
  createdAt: "2026-11-26T05:00:00.000Z",
};

const testRouter = router({
  right: crossSiteProcedure.output(userDto).query(() => ({ ...user, passwordHash: "secret" })),
  // The resolver's type is widened on purpose: at run time it answers what the schema refuses.
  wrong: crossSiteProcedure.output(userDto).query(() => ({ ...user, createdAt: 5 }) as unknown as typeof user),
});

const caller = () =>
  createCallerFactory(testRouter)(
    anonymousApiContext({ request: new Request("http://localhost/"), resHeaders: new Headers(), ip: "127.0.0.1" }),
  );

describe("output schemas", () => {
  it("a matching answer passes, with only the schema's fields", async () => {
    expect(await caller().right()).toEqual(user);
  });

  it("an answer that does not match fails the call", async () => {
    const error = await caller()
      .wrong()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
    // answered as the server's fault, not as the client's invalid input
    const res = trpcErrorResponse(error as TRPCError);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("INTERNAL");
    expect(res.body.error.fields).toBeUndefined();
  });

  it("the OpenAPI document publishes a procedure's output schema as its answer", async () => {
    const res = await handleApiRequest(new Request("http://localhost/api/openapi.json"), { ip: "127.0.0.1" });
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }> }>
      >;
    };
    const answer = doc.paths["/api/account"]!.get!.responses["200"]!.content!["application/json"]!.schema;
    expect(answer.required?.sort()).toEqual(Object.keys(user).sort());
  });
});
