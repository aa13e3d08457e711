// The one set of job-state moves (docs/decisions/0012-job-states.md) and its failure codes: done
// is final, failed leaves only by the owner's retry, retrying is a failed attempt with another
// to come, unknown errors are retried as INTERNAL, and every code has its ru and en text.
import { describe, expect, it } from "vitest";
import { en, ru } from "@ar/i18n";
import {
  canMove,
  failureOf,
  JOB_FAILURE_CODES,
  JOB_MOVES,
  JOB_PHASES,
  JobFailure,
  jobView,
  trackedJobView,
  type JobMove,
} from "../src/index";

const MOVES = Object.keys(JOB_MOVES) as JobMove[];

describe("job-state moves", () => {
  it("never leave done, and leave failed only by the owner's retry", () => {
    expect(MOVES.filter((m) => canMove("done", m))).toEqual([]);
    expect(MOVES.filter((m) => canMove("failed", m))).toEqual(["requeue"]);
    expect(JOB_MOVES.requeue.to).toBe("queued");
  });

  it("settle only a running attempt, and fail a queued job that can no longer run", () => {
    expect(MOVES.filter((m) => canMove("running", m)).sort()).toEqual(["fail", "retryLater", "start", "succeed"]);
    expect(MOVES.filter((m) => canMove("queued", m)).sort()).toEqual(["fail", "start"]);
    for (const m of MOVES) expect(JOB_PHASES).toContain(JOB_MOVES[m].to);
  });

  it("show retrying while a failed attempt has a successor, and no code once done", () => {
    expect(jobView("queued", 0, "INTERNAL")).toEqual({
      phase: "queued",
      progress: 0,
      failureCode: "INTERNAL",
      retrying: true,
    });
    expect(jobView("running", 42.4, "INTERNAL")).toMatchObject({ progress: 42, retrying: true });
    expect(jobView("running", 150, null)).toMatchObject({ progress: 99, retrying: false });
    expect(jobView("failed", 30, "TIMEOUT")).toEqual({
      phase: "failed",
      progress: 30,
      failureCode: "TIMEOUT",
      retrying: false,
    });
    expect(jobView("done", 90, "INTERNAL")).toEqual({
      phase: "done",
      progress: 100,
      failureCode: null,
      retrying: false,
    });
  });

  it("read each row's own status words, and an unknown code as INTERNAL", () => {
    expect(trackedJobView("asset", { status: "compressing", progress: 5, failureCode: null }).phase).toBe("running");
    expect(trackedJobView("asset", { status: "error", progress: 5, failureCode: "INVALID_INPUT" })).toMatchObject({
      phase: "failed",
      failureCode: "INVALID_INPUT",
    });
    expect(trackedJobView("alphaEncode", { status: "complete", progress: 100, failureCode: null }).phase).toBe("done");
    expect(trackedJobView("printExport", { status: "queued", progress: 0, failureCode: "INTERNAL" })).toMatchObject({
      phase: "queued",
      retrying: true,
    });
    expect(trackedJobView("printExport", { status: "rendering", progress: 10, failureCode: null }).phase).toBe(
      "running",
    );
    expect(
      trackedJobView("printExport", {
        status: "error",
        progress: 0,
        failureCode: "Input buffer contains unsupported image format",
      }).failureCode,
    ).toBe("INTERNAL");
  });
});

describe("failure codes", () => {
  it("come from a JobFailure; anything else is INTERNAL and retried", () => {
    expect(failureOf(new JobFailure("INVALID_INPUT", { retryable: false }))).toEqual({
      code: "INVALID_INPUT",
      retryable: false,
    });
    expect(failureOf(new JobFailure("INTERRUPTED", { retryable: true }))).toEqual({
      code: "INTERRUPTED",
      retryable: true,
    });
    expect(failureOf(new Error("ECONNRESET"))).toEqual({ code: "INTERNAL", retryable: true });
    expect(failureOf("a string")).toEqual({ code: "INTERNAL", retryable: true });
  });

  it("each have an English and a Russian text, and no text is left without a code", () => {
    for (const texts of [en.jobs.failures, ru.jobs.failures]) {
      expect(Object.keys(texts).sort()).toEqual([...JOB_FAILURE_CODES].sort());
      for (const code of JOB_FAILURE_CODES) expect(texts[code].trim().length).toBeGreaterThan(0);
    }
    expect(ru.jobs.failures.TIMEOUT).not.toBe(en.jobs.failures.TIMEOUT);
  });
});
