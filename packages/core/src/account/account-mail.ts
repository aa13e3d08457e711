// The two account mails anyone may ask for without being signed in: "send the confirmation again"
// and "Forgot password?". Both answer the same whether or not the address has an account (or
// needs the mail) and do the same work to answer: the limits, then one `account-mail` job with
// the address. Whether a mail goes out is decided in that job (sendAccountMail, run by the
// worker), so the answer's timing cannot tell a stranger which addresses are registered. Both are
// limited per client IP and per address (rate-limit.ts); the per-address limit counts attempts
// for unknown addresses too, so it reveals nothing either.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { emailField } from "../validation/fields";
import { generateToken, hashToken } from "../auth/tokens";
import { queueMail } from "../mail/queue-mail";
import { linkEmail, mailLocale } from "../mail/confirm-email";
import { CONFIRM_TOKEN_TTL_MS } from "./register";
import { takeRateLimit } from "./rate-limit";

export const accountMailInput = z.object({ email: emailField });

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type AccountMailKind = "resend" | "resetPassword";

async function askForMail(kind: AccountMailKind, opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  const { email } = accountMailInput.parse(opts.input);
  await takeRateLimit("account-mail-ip", opts.ip);
  await takeRateLimit("account-mail-address", email);
  await enqueue(getDb(), "account-mail", { kind, email }, { maxAttempts: 5 });
  return { email };
}

/** A new confirmation link for an unconfirmed account; nothing happens for any other address. */
export function resendConfirmation(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  return askForMail("resend", opts);
}

/**
 * "Forgot password?": a single-use link valid for an hour, in the person's language. Earlier
 * unused links stay valid until they expire (each is single use); any reset uses them all up.
 */
export function requestPasswordReset(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  return askForMail("resetPassword", opts);
}

/**
 * The `account-mail` job: the link and its mail, or nothing when the address has no account (or,
 * for "resend", is already confirmed). One transaction, so a retried job leaves at most one link.
 */
export async function sendAccountMail(kind: AccountMailKind, email: string): Promise<void> {
  const user = await getDb().user.findUnique({
    where: { email },
    select: { id: true, emailConfirmedAt: true, locale: true },
  });
  if (!user || (kind === "resend" && user.emailConfirmedAt)) return;
  const token = generateToken();
  const locale = mailLocale(user.locale);
  const appUrl = getServerEnv().APP_URL;
  await withTransaction(async (tx) => {
    if (kind === "resend") {
      await tx.emailConfirmationToken.create({
        data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS) },
      });
      await queueMail(tx, {
        to: email,
        ...linkEmail("resend", { link: `${appUrl}/auth/confirm?token=${token}`, locale }),
      });
    } else {
      await tx.passwordResetToken.create({
        data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
      });
      const link = `${appUrl}/auth/reset-password?token=${token}`;
      await queueMail(tx, { to: email, ...linkEmail("resetPassword", { link, locale }) });
    }
  });
}
