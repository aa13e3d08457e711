// The worker's shared helpers: the throttled progress writer every watched job uses, and the
// temporary folder a video's encoding works in.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_EVERY_MS, progressWriter } from "../../src/support/progress-writer";
import { streamToFile, withTempDir } from "../../src/support/temp-dir";

afterEach(() => {
  vi.useRealTimers();
});

describe("progress writer", () => {
  it(`writes at most once every ${PROGRESS_EVERY_MS} ms, in order, and settles after the last write`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const written: number[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const writer = progressWriter(
      async (p) => {
        if (p === 10) await slow;
        written.push(p);
      },
      () => undefined,
    );
    vi.setSystemTime(10_000);
    writer.report(10);
    writer.report(11); // within the interval: dropped
    vi.setSystemTime(10_000 + PROGRESS_EVERY_MS);
    writer.report(20); // queued behind the slow first write
    let settled = false;
    const done = writer.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(written).toEqual([]);
    expect(settled).toBe(false);
    release();
    await done;
    expect(written).toEqual([10, 20]);
  });

  it("a failed write is reported and the next one is still made", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const errors: unknown[] = [];
    const written: number[] = [];
    const writer = progressWriter(
      (p) => (p === 1 ? Promise.reject(new Error("db down")) : Promise.resolve(written.push(p))),
      (e) => errors.push(e),
    );
    vi.setSystemTime(50_000);
    writer.report(1);
    vi.setSystemTime(50_000 + PROGRESS_EVERY_MS);
    writer.report(2);
    await writer.settled();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([2]);
  });
});

describe("temporary folder", () => {
  it("holds the streamed file while the work runs and is gone afterwards", async () => {
    let seen = "";
    const text = await withTempDir("ar-test-", async (dir) => {
      seen = dir;
      const file = await streamToFile(
        Readable.from([Buffer.from("abc")]),
        path.join(dir, "in"),
        new AbortController().signal,
      );
      return readFile(file, "utf8");
    });
    expect(text).toBe("abc");
    expect(path.basename(seen)).toMatch(/^ar-test-/);
    expect(existsSync(seen)).toBe(false);
  });

  it("is removed when the work fails, and the failure passes through", async () => {
    let seen = "";
    const failure = new Error("ffmpeg exited with code 1");
    await expect(
      withTempDir("ar-test-", async (dir) => {
        seen = dir;
        await writeFile(path.join(dir, "partial"), "x");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(existsSync(seen)).toBe(false);
  });

  it("an aborted copy rejects and leaves no folder", async () => {
    let seen = "";
    const controller = new AbortController();
    controller.abort(new Error("time limit"));
    await expect(
      withTempDir("ar-test-", (dir) => {
        seen = dir;
        return streamToFile(Readable.from([Buffer.from("abc")]), path.join(dir, "in"), controller.signal);
      }),
    ).rejects.toThrow();
    expect(existsSync(seen)).toBe(false);
  });
});
