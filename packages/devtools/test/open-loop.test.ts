// The load generator behind `npm run bench:api` sends at an even pace whatever the answers, and
// counts a request's wait from when it was due: a server that stalls shows up in the percentiles
// instead of slowing the sender down (what autocannon's overallRate does, see open-loop.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openLoop, percentile } from "../bench/open-loop";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("openLoop", () => {
  it("spreads the requests evenly over the run instead of sending each second's in a burst", async () => {
    const arrivals: number[] = [];
    const url = await serve((_req, res) => {
      arrivals.push(performance.now());
      res.end("ok");
    });
    const result = await openLoop({ url, rate: 200, durationSeconds: 2 });
    expect(result.requests).toBe(400);
    expect(result.errors).toBe(0);
    expect(arrivals).toHaveLength(400);
    // 200 req/s is 20 per 100 ms window; a burst would put a second's 200 in one window. The test
    // process both sends and serves, so a busy machine can stall it for a moment and the sender
    // then catches up: the typical window (the median) and "no second's worth at once" are what
    // tell an even pace from bursts, not the extremes.
    const first = arrivals[0]!;
    const windows = new Array<number>(20).fill(0);
    for (const t of arrivals) windows[Math.min(19, Math.floor((t - first) / 100))]!++;
    const median = [...windows].sort((a, b) => a - b)[10]!;
    expect(median).toBeGreaterThanOrEqual(15);
    expect(median).toBeLessThanOrEqual(25);
    expect(Math.max(...windows)).toBeLessThan(100);
  });

  it("counts a stalled server's wait in the latency of every request that was due during the stall", async () => {
    let stalledUntil = 0;
    const url = await serve((_req, res) => {
      // The first request holds the server (a single connection's worth of work) for 300 ms.
      if (stalledUntil === 0) stalledUntil = performance.now() + 300;
      const wait = Math.max(0, stalledUntil - performance.now());
      setTimeout(() => res.end("ok"), wait);
    });
    const result = await openLoop({ url, rate: 100, durationSeconds: 1 });
    // ~30 of 100 requests were due during the stall; each waited until its end, the first ~300 ms.
    expect(result.errors).toBe(0);
    expect(result.max).toBeGreaterThanOrEqual(280);
    expect(result.p90).toBeLessThan(280);
    expect(result.p99).toBeGreaterThan(150);
  });

  it("counts non-2xx answers and refused connections as errors", async () => {
    let n = 0;
    const url = await serve((_req, res) => {
      res.statusCode = n++ % 2 ? 500 : 200;
      res.end();
    });
    const result = await openLoop({ url, rate: 100, durationSeconds: 0.2 });
    expect(result.errors).toBe(10);
    const refused = await openLoop({ url: "http://127.0.0.1:1/", rate: 50, durationSeconds: 0.1 });
    expect(refused.errors).toBe(5);
  });

  it("takes percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
  });
});
