// The warm thread of the GLB check (issue 22, the ARKit save): calls reuse one loaded thread; a
// call over its time limit ends that thread even inside a synchronous loop and the next call gets
// a fresh one; a call made while the warm thread is busy runs in a thread of its own.
import { afterAll, describe, expect, it } from "vitest";
import { ThreadTimeout } from "../src/threads/run-in-thread";
import { warmThread } from "../src/threads/warm-thread";

const step = warmThread<{ threadId: number }>(new URL("./fixtures/spin-step.thread.ts", import.meta.url));
afterAll(() => step.close());

describe("warmThread", () => {
  it("reuses its thread, replaces it after a timeout, and never queues a second caller", async () => {
    const first = await step.run({ spinMs: 0 }, { timeoutMs: 20_000 });
    const t0 = performance.now();
    const second = await step.run({ spinMs: 0 }, { timeoutMs: 20_000 });
    const warmMs = performance.now() - t0;
    expect(second.threadId).toBe(first.threadId);
    // Warm: no thread start, no loader — far under a cold start's 150 ms or more.
    expect(warmMs).toBeLessThan(100);

    await expect(step.run({ spinMs: 5_000 }, { timeoutMs: 300 })).rejects.toBeInstanceOf(ThreadTimeout);
    const fresh = await step.run({ spinMs: 0 }, { timeoutMs: 20_000 });
    expect(fresh.threadId).not.toBe(first.threadId);

    const [busy, beside] = await Promise.all([
      step.run({ spinMs: 400 }, { timeoutMs: 20_000 }),
      step.run({ spinMs: 0 }, { timeoutMs: 20_000 }),
    ]);
    expect(busy.threadId).toBe(fresh.threadId);
    expect(beside.threadId).not.toBe(fresh.threadId);
  });
});
