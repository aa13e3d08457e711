// How long one attempt of each task may run before it is stopped and fails with TIMEOUT
// (docs/decisions/0012-job-states.md). Generous for the largest input each task accepts (a 500 MB
// video, a 200 MB alpha video, a 10,000-card export on a busy machine); a job over it is stuck,
// not slow, and would only hold a worker slot that mail and other users' jobs are waiting for.
import type { JobName } from "@ar/jobs";

export type TimeLimits = Record<JobName, number>;

export const TIME_LIMITS_MS: TimeLimits = {
  "send-email": 2 * 60_000,
  /** A lookup and one transaction. */
  "account-mail": 60_000,
  "print.render": 30 * 60_000,
  /** A part is at most PRINT_PART_PAGES pages; the assembly only writes the zip's central directory. */
  "print.part": 15 * 60_000,
  "print.assemble": 15 * 60_000,
  "media.compress": 30 * 60_000,
  "media.encode-alpha": 30 * 60_000,
  /** A wish video is at most 60 MB. */
  "media.compress-card": 10 * 60_000,
  /** ≈0.3–1 s for a 4000 px image; a minute means a stuck decode. */
  "image-target.prepare": 60_000,
  /** Row deletions and file removals, one card at a time; what is left waits for the next hour. */
  "wish-media.cleanup": 10 * 60_000,
};
