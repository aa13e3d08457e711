// Mail delivery: SMTP through nodemailer when SMTP_URL is set; otherwise the embedded default
// writes each message as an .eml file under .data/mail (and logs where), so a fresh machine
// needs no mail server to sign up.
import { mkdir, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getServerEnv } from "@ar/config";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type Delivery = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

let smtp: nodemailer.Transporter | undefined;

export async function deliverMail(mail: OutgoingMail, opts: { id: number }): Promise<Delivery> {
  const env = getServerEnv();
  const message = { from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    const info = await smtp.sendMail(message);
    return { via: "smtp", messageId: info.messageId };
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  await mkdir(env.MAIL_DIR, { recursive: true });
  const file = path.join(env.MAIL_DIR, `${String(opts.id).padStart(6, "0")}.eml`);
  // Written under a temporary name and renamed, so a reader never sees half a message.
  await writeFile(`${file}.tmp`, built.message as Buffer);
  await rename(`${file}.tmp`, file);
  return { via: "outbox", file };
}
