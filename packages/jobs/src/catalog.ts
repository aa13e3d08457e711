// The job catalog: task id → zod payload. Payloads carry ids only (DESIGN.md convention 7): a task
// re-reads what it needs, so a retried job sees the current state.
import { z } from "zod";

export const jobCatalog = {
  "send-email": z.object({ mailId: z.number().int().positive() }),
  /**
   * A mail anyone may ask for signed out (core account/account-mail.ts). The one payload that is
   * not an id: the address is what the job looks up, so that the request does the same work
   * whether or not it has an account. The task re-reads the account, as convention 7 intends.
   */
  "account-mail": z.object({ kind: z.enum(["resend", "resetPassword"]), email: z.string().min(1).max(254) }),
  "print.render": z.object({ exportId: z.number().int().positive() }),
  /** One page range of a split export (docs/decisions/0030). */
  "print.part": z.object({ exportId: z.number().int().positive(), part: z.number().int().min(0) }),
  /** Joins a split export's stored parts into its one zip. */
  "print.assemble": z.object({ exportId: z.number().int().positive() }),
  "media.compress": z.object({ assetId: z.number().int().positive() }),
  "media.encode-alpha": z.object({ processId: z.string().uuid() }),
  "media.compress-card": z.object({ mediaId: z.number().int().positive() }),
  /**
   * The hourly sweep of wish uploads no save used (core cards/wish-media-cleanup.ts), scheduled by
   * the worker's crontab (services/worker/src/crontab.ts), whose payload (`_cron`) it ignores.
   */
  "wish-media.cleanup": z.object({}),
  /** The tracking target of a marker image (core image-targets), by the image's storage key. */
  "image-target.prepare": z.object({ imageKey: z.string().min(1).max(512) }),
} as const;

export type JobName = keyof typeof jobCatalog;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalog)[N]>;

export function parseJobPayload<N extends JobName>(name: N, payload: unknown): JobPayload<N> {
  return jobCatalog[name].parse(payload) as JobPayload<N>;
}
