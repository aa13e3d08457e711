import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorCodes, loginInput, registerInput, toErrorResponse } from "../src";

describe("toErrorResponse: one table for both doors", () => {
  it("maps every AppError code to its status", () => {
    for (const [code, { status }] of Object.entries(errorCodes)) {
      const res = toErrorResponse(new AppError(code as keyof typeof errorCodes, "m"));
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: { code, message: "m" } });
    }
  });

  it("carries field errors and Retry-After", () => {
    const res = toErrorResponse(
      new AppError("TOO_MANY_REQUESTS", "slow down", { retryAfterSeconds: 42, fields: { email: "x" } }),
    );
    expect(res.headers).toEqual({ "Retry-After": "42" });
    expect(res.body.error.fields).toEqual({ email: "x" });
  });

  it("a ZodError is 400 with fields by path", () => {
    const err = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ b: { c: "x" } }).error!;
    const res = toErrorResponse(err);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ a: "required", "b.c": "invalid" });
  });

  it("Prisma P2025 is 404 and P2002 is 409", () => {
    const prismaError = (code: string) =>
      Object.assign(new Error("x"), { name: "PrismaClientKnownRequestError", code });
    expect(toErrorResponse(prismaError("P2025")).status).toBe(404);
    expect(toErrorResponse(prismaError("P2002")).status).toBe(409);
  });

  it("an unexpected error is 500 with a request id, and its text never leaves", () => {
    const res = toErrorResponse(new Error("secret database detail"));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("secret");
    expect(res.body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.unexpected).toBeInstanceOf(Error);
  });

  it("a refused database connection is 503, not 500", () => {
    const res = toErrorResponse(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    expect(res.status).toBe(503);
  });
});

describe("validation rules (spec 5)", () => {
  const fields = (r: { success: boolean; error?: z.ZodError }) =>
    r.error ? toErrorResponse(r.error).body.error.fields : undefined;

  it("login: empty or whitespace-only e-mail and password are required", () => {
    expect(fields(loginInput.safeParse({ email: " \t", password: " " }))).toEqual({
      email: "required",
      password: "required",
    });
    expect(fields(loginInput.safeParse({}))).toEqual({ email: "required", password: "required" });
  });

  it("login trims and lower-cases the e-mail; keeps the password as typed", () => {
    expect(loginInput.parse({ email: "  A@B.CO ", password: " pw " })).toEqual({ email: "a@b.co", password: " pw " });
  });

  it("register: name, email and password required; e-mail shape; at least 8 characters", () => {
    expect(fields(registerInput.safeParse({ name: "", email: " ", password: "" }))).toEqual({
      name: "required",
      email: "required",
      password: "required",
    });
    expect(fields(registerInput.safeParse({ name: "A", email: "a@b", password: "1234567" }))).toEqual({
      email: "email",
      password: "min_length",
    });
    expect(registerInput.parse({ name: " A ", email: "a@b.co", password: "12345678" })).toEqual({
      name: "A",
      email: "a@b.co",
      password: "12345678",
      locale: "ru",
    });
  });
});
