// The worker's recurring jobs (src/crontab.ts): the sweep of unsaved wish media runs hourly, every
// cron task has its task in the task list, and a started worker registers the items with
// graphile-worker's cron (whose table makes one run per tick across all worker processes).
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { cronItems, parsedCronItems } from "../src/crontab";
import { startWorker } from "../src/run-worker";
import { makeTaskList } from "../src/task-list";

const ticksOfOneDay = (match: (typeof parsedCronItems)[number]["match"]) => {
  const hits: string[] = [];
  for (let hour = 0; hour < 24; hour++)
    for (let min = 0; min < 60; min++)
      if (match({ min, hour, date: 3, month: 2, dow: 1 })) hits.push(`${hour}:${String(min).padStart(2, "0")}`);
  return hits;
};

let stop: (() => Promise<void>) | undefined;
afterAll(async () => stop?.());

describe("crontab", () => {
  it("sweeps unsaved wish media once an hour, one waiting copy at most, no backfill", () => {
    const sweep = parsedCronItems.find((i) => i.task === "wish-media.cleanup");
    expect(sweep).toBeDefined();
    const hits = ticksOfOneDay(sweep!.match);
    expect(hits).toHaveLength(24);
    expect(new Set(hits.map((h) => h.split(":")[1]))).toEqual(new Set(["17"]));
    expect(sweep!.options).toMatchObject({ backfillPeriod: 0, jobKey: "wish-media.cleanup" });
  });

  it("every cron task is a task of the worker", () => {
    const tasks = makeTaskList();
    for (const item of cronItems) expect(Object.keys(tasks)).toContain(item.task);
  });

  it("a started worker registers the items with graphile-worker's cron", async () => {
    const runner = await startWorker({ concurrency: 1 });
    stop = () => runner.stop();
    const known = await getDb().$queryRaw<{ identifier: string }[]>`
      SELECT identifier FROM graphile_worker._private_known_crontabs`;
    expect(known.map((k) => k.identifier)).toEqual(expect.arrayContaining(cronItems.map((i) => i.identifier)));
  });
});
