import type { TaskList } from "graphile-worker";
import type { JobName } from "@ar/jobs";
import { sendEmail } from "./tasks/send-email";
import { accountMail } from "./tasks/account-mail";
import { printRender } from "./tasks/print-render";
import { printPart } from "./tasks/print-part";
import { printAssemble } from "./tasks/print-assemble";
import { mediaCompress } from "./tasks/media-compress";
import { mediaEncodeAlpha } from "./tasks/media-encode-alpha";
import { mediaCompressCard } from "./tasks/media-compress-card";
import { imageTargetPrepare } from "./tasks/image-target-prepare";
import { wishMediaCleanup } from "./tasks/wish-media-cleanup";
import { TIME_LIMITS_MS, type TimeLimits } from "./time-limits";
import { trackedTask } from "./tracked-task";

/**
 * Every job of the catalog has its task here; the type makes a missing one a compile error.
 * Time limits are the defaults of time-limits.ts; tests pass shorter ones.
 */
export function makeTaskList(opts: { timeLimits?: Partial<TimeLimits> } = {}): Record<JobName, TaskList[string]> {
  const limit = (job: JobName) => ({ timeLimitMs: opts.timeLimits?.[job] ?? TIME_LIMITS_MS[job] });
  return {
    "send-email": sendEmail(limit("send-email")),
    "account-mail": accountMail(limit("account-mail")),
    "print.render": trackedTask(printRender, limit("print.render")),
    "print.part": printPart(limit("print.part")),
    "print.assemble": printAssemble(limit("print.assemble")),
    "media.compress": trackedTask(mediaCompress, limit("media.compress")),
    "media.encode-alpha": trackedTask(mediaEncodeAlpha, limit("media.encode-alpha")),
    "media.compress-card": trackedTask(mediaCompressCard, limit("media.compress-card")),
    "image-target.prepare": imageTargetPrepare(limit("image-target.prepare")),
    "wish-media.cleanup": wishMediaCleanup(limit("wish-media.cleanup")),
  };
}

export const taskList = makeTaskList();
