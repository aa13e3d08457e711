// account-mail: the link mail someone asked for signed out ("send the confirmation again",
// "Forgot password?"). The request only enqueued the address (so its answer takes the same time
// whether or not the address has an account); core decides here whether a mail goes out.
import type { Task } from "graphile-worker";
import { sendAccountMail } from "@ar/core/account";
import { parseJobPayload } from "@ar/jobs";
import { runAttempt } from "../run-attempt";

export function accountMail(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    const { kind, email } = parseJobPayload("account-mail", payload);
    await runAttempt(helpers, opts.timeLimitMs, () => sendAccountMail(kind, email));
  };
}
