// send-email: delivers one Mail row. Idempotent: a row already sent is skipped, so a retried job
// never sends twice after a successful delivery was recorded. No one watches a mail's progress,
// so it has no job state of its own: it runs under its time limit (a hung SMTP server ends the
// attempt) and is retried by graphile-worker; the Mail row counts its attempts.
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { parseJobPayload } from "@ar/jobs";
import { getLogger } from "@ar/core/log";
import { deliverMail } from "../mail/transport";
import { runAttempt } from "../run-attempt";

export function sendEmail(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    const { mailId } = parseJobPayload("send-email", payload);
    const db = getDb();
    const mail = await db.mail.findUnique({ where: { id: mailId } });
    if (!mail || mail.sentAt) return;
    await db.mail.update({ where: { id: mailId }, data: { attempts: { increment: 1 } } });
    const delivery = await runAttempt(helpers, opts.timeLimitMs, () =>
      deliverMail(
        { to: mail.to, subject: mail.subject, text: mail.text ?? "", html: mail.html ?? "" },
        { id: mail.id },
      ),
    );
    await db.mail.update({ where: { id: mailId }, data: { sentAt: new Date(), text: null, html: null } });
    getLogger().info(
      { mailId, to: mail.to, ...delivery },
      delivery.via === "outbox" ? "mail written to the outbox" : "mail sent",
    );
    if (delivery.via === "outbox") {
      const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
      if (link) getLogger().info({ link }, "link in the mail");
    }
  };
}
