// The worker's recurring jobs (graphile-worker cron). Every worker process schedules from this
// list; graphile-worker records each item's last run in its own table, so one run is queued per
// tick however many workers there are, and the job key keeps at most one waiting copy as well.
// No backfill: a sweep missed while no worker ran is done by the next tick.
import { parseCronItems, type CronItem } from "graphile-worker";
import type { JobName } from "@ar/jobs";

type WorkerCronItem = CronItem & { task: JobName };

export const cronItems: WorkerCronItem[] = [
  {
    // Hourly, so an unsaved upload goes between 24 and 25 hours after it came (cards/wish-media-cleanup.ts).
    task: "wish-media.cleanup",
    match: "17 * * * *",
    identifier: "wish-media.cleanup",
    options: { backfillPeriod: 0, maxAttempts: 3, jobKey: "wish-media.cleanup", jobKeyMode: "replace" },
  },
];

export const parsedCronItems = parseCronItems(cronItems);
