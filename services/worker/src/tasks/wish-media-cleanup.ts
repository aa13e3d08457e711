// wish-media.cleanup: the hourly sweep of wish uploads that no save used for a day (core
// cards/wish-media-cleanup.ts), scheduled by the worker's crontab (../crontab.ts). It logs what it
// removed, so the sweep can be seen working (or a flood of unsaved uploads seen at all).
import type { Task } from "graphile-worker";
import { parseJobPayload } from "@ar/jobs";
import { removeUnsavedWishMedia } from "@ar/core/cards";
import { getLogger } from "@ar/core/log";
import { runAttempt } from "../run-attempt";

export function wishMediaCleanup(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    parseJobPayload("wish-media.cleanup", payload);
    const removed = await runAttempt(helpers, opts.timeLimitMs, (signal) => removeUnsavedWishMedia({ signal }));
    getLogger().info({ task: "wish-media.cleanup", ...removed }, "unsaved wish media removed");
  };
}
