import type { TaskList } from "graphile-worker";
import type { JobName } from "@ar/jobs";
import { sendEmail } from "./tasks/send-email";
import { printRender } from "./tasks/print-render";
import { mediaCompress } from "./tasks/media-compress";
import { mediaEncodeAlpha } from "./tasks/media-encode-alpha";

/** Every job of the catalog has its task here; the type makes a missing one a compile error. */
export const taskList: Record<JobName, TaskList[string]> = {
  "send-email": sendEmail,
  "print.render": printRender,
  "media.compress": mediaCompress,
  "media.encode-alpha": mediaEncodeAlpha,
};
