// An open-loop load generator: requests are sent at a fixed rate, one every 1000/rate ms, whether
// or not earlier ones have been answered, and each latency is counted from the moment its request
// was due (not from when a free connection let it go), so a stall shows up in the percentiles
// instead of slowing the senders down ("coordinated omission").
//
// Why not autocannon's `overallRate`: it gives each connection a budget of requests per second
// that it sends back to back, so all of a second's requests leave in a burst at the start of the
// second at full concurrency and the rest of the second is idle (measured: 300 of 300 requests in
// the first ~100 ms). Its latencies are those of a 3,000 req/s burst, not of 300 req/s.
// docs/decisions/0011-open-loop-load-generator.md has the measurements.
import http from "node:http";

export type OpenLoopOptions = {
  url: string;
  headers?: Record<string, string>;
  /** requests per second */
  rate: number;
  durationSeconds: number;
  /** the most requests in flight at once (a connection each); later ones wait, and that wait counts */
  maxConnections?: number;
  /** a request unanswered after this is counted as an error */
  timeoutMs?: number;
};

export type OpenLoopResult = {
  requests: number;
  errors: number;
  /** latencies in ms, from when each request was due to the end of its response body */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** when each request actually left, relative to the start (ms): lets a test check the pacing */
  sentAt: number[];
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function openLoop(opts: OpenLoopOptions): Promise<OpenLoopResult> {
  const total = Math.round(opts.rate * opts.durationSeconds);
  const interval = 1000 / opts.rate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxConnections ?? 100 });
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const sentAt: number[] = [];
  let errors = 0;

  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(opts.url, { agent, headers: opts.headers }, (res) => {
        res.on("data", () => {}); // read the whole body, as a client does
        res.on("end", () => {
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
          else errors++;
          resolve();
        });
      });
      req.on("socket", () => sentAt.push(performance.now() - start));
      req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        resolve();
      });
    });

  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now; a late timer does not lose requests, and their
      // latency is counted from when they were due.
      while (next < total && start + next * interval <= now) pending.push(one(start + next++ * interval));
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: total,
    errors,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? NaN),
    sentAt,
  };
}
