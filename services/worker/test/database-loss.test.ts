// Which errors mean "PostgreSQL went away" (the worker replaces its pool) and which are real
// crashes (the worker exits): a wrong answer either restarts on bugs or dies on a restart.
import { describe, expect, it } from "vitest";
import { isDatabaseLoss } from "../src/database-loss";

const err = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);

describe("isDatabaseLoss", () => {
  it("recognises refused and reset sockets, PostgreSQL's shutdown and connection SQLSTATEs", () => {
    expect(isDatabaseLoss(err("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseLoss(err("read ECONNRESET", { code: "ECONNRESET" }))).toBe(true);
    expect(isDatabaseLoss(err("terminating connection due to administrator command", { code: "57P01" }))).toBe(true);
    expect(isDatabaseLoss(err("connection failure", { code: "08006" }))).toBe(true);
    expect(isDatabaseLoss(err("Connection terminated unexpectedly"))).toBe(true);
  });
  it("looks through wrapping errors (cause, AggregateError)", () => {
    expect(isDatabaseLoss(err("failJobs failed", { cause: err("x", { code: "ECONNREFUSED" }) }))).toBe(true);
    expect(isDatabaseLoss(new AggregateError([err("a"), err("b", { code: "ECONNRESET" })], "both"))).toBe(true);
  });
  it("does not take bugs or data errors for a lost database", () => {
    expect(isDatabaseLoss(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseLoss(err("duplicate key value violates unique constraint", { code: "23505" }))).toBe(false);
    expect(isDatabaseLoss(err("relation does not exist", { code: "42P01" }))).toBe(false);
    expect(isDatabaseLoss(undefined)).toBe(false);
    expect(isDatabaseLoss("ECONNREFUSED")).toBe(false);
  });
});
