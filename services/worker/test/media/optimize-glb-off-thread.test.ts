// GLB optimisation runs in a thread (docs/decisions/0018): the worker's event loop keeps turning
// while it computes, and a runaway optimisation is ended by its time limit or the attempt's signal.
import { describe, expect, it } from "vitest";
import { validateBytes } from "gltf-validator";
import { JobFailure } from "@ar/core/jobs";
import { degenerateGlb, texturedGlb } from "@ar/devtools/testing";
import { optimizeGlbOffThread } from "../../src/media/optimize-glb-off-thread";

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = Date.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await work.catch(() => undefined);
  clearInterval(timer);
  return Math.max(longest, Date.now() - last);
}

describe("GLB optimisation off the event loop", () => {
  it("optimises a model in a thread", async () => {
    const glb = await texturedGlb(64, 64);
    const light = await optimizeGlbOffThread(glb, { timeoutMs: 60_000 });
    expect((await validateBytes(new Uint8Array(light))).issues.numErrors).toBe(0);
  }, 90_000);

  it("a runaway optimisation is stopped at its time limit as TIMEOUT, final, while the event loop keeps turning", async () => {
    // 60,000 identical vertices: about 18 s of optimisation on an idle machine.
    const started = Date.now();
    const run = optimizeGlbOffThread(degenerateGlb(60_000), { timeoutMs: 2_000 });
    const stall = await longestStall(run);
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailure);
    expect(error).toMatchObject({ code: "TIMEOUT", retryable: false });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(stall).toBeLessThan(500);
  }, 60_000);

  it("the attempt's signal (worker shutdown, the task's time limit) ends it at once with its reason", async () => {
    const controller = new AbortController();
    const run = optimizeGlbOffThread(degenerateGlb(60_000), { signal: controller.signal });
    setTimeout(() => controller.abort(new JobFailure("INTERRUPTED", { retryable: true })), 1_000);
    const started = Date.now();
    await expect(run).rejects.toMatchObject({ code: "INTERRUPTED" });
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 30_000);
});
