import type { Tx } from "@ar/db";
import { enqueue } from "@ar/jobs";

/** Stores the message and enqueues its delivery in the caller's transaction. */
export async function queueMail(
  tx: Tx,
  mail: { to: string; subject: string; text: string; html: string },
): Promise<number> {
  const row = await tx.mail.create({ data: mail, select: { id: true } });
  await enqueue(tx, "send-email", { mailId: row.id }, { jobKey: `mail:${row.id}`, maxAttempts: 10 });
  return row.id;
}
