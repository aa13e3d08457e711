// The two account mails anyone may ask for without being signed in: "send the confirmation again"
// and "Forgot password?". Both answer the same whether or not the address has an account (or
// needs the mail), and take at least the same time, so neither tells a stranger which addresses
// are registered. Both are limited per client IP and per address (rate-limit.ts); the per-address
// limit counts attempts for unknown addresses too, so it reveals nothing either.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction } from "@ar/db";
import { emailField } from "../validation/fields";
import { generateToken, hashToken } from "../auth/tokens";
import { queueMail } from "../mail/queue-mail";
import { linkEmail, mailLocale } from "../mail/confirm-email";
import { CONFIRM_TOKEN_TTL_MS } from "./register";
import { takeRateLimit } from "./rate-limit";

export const accountMailInput = z.object({ email: emailField });

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Every answer waits until this long after the request began: writing the token and the mail
 * takes a few milliseconds the unknown-address path does not spend, and the floor hides them.
 */
export const ACCOUNT_MAIL_MIN_MS = 250;

async function sameTime<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = started + ACCOUNT_MAIL_MIN_MS - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  }
}

async function limit(ip: string, email: string) {
  await takeRateLimit("account-mail-ip", ip);
  await takeRateLimit("account-mail-address", email);
}

/** A new confirmation link for an unconfirmed account; nothing happens for any other address. */
export function resendConfirmation(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  const { email } = accountMailInput.parse(opts.input);
  return sameTime(async () => {
    await limit(opts.ip, email);
    const user = await getDb().user.findUnique({
      where: { email },
      select: { id: true, emailConfirmedAt: true, locale: true },
    });
    if (user && !user.emailConfirmedAt) {
      const token = generateToken();
      const link = `${getServerEnv().APP_URL}/auth/confirm?token=${token}`;
      await withTransaction(async (tx) => {
        await tx.emailConfirmationToken.create({
          data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS) },
        });
        await queueMail(tx, { to: email, ...linkEmail("resend", { link, locale: mailLocale(user.locale) }) });
      });
    }
    return { email };
  });
}

/**
 * "Forgot password?": a single-use link valid for an hour, in the person's language. Earlier
 * unused links stay valid until they expire (each is single use); any reset uses them all up.
 */
export function requestPasswordReset(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  const { email } = accountMailInput.parse(opts.input);
  return sameTime(async () => {
    await limit(opts.ip, email);
    const user = await getDb().user.findUnique({ where: { email }, select: { id: true, locale: true } });
    if (user) {
      const token = generateToken();
      const link = `${getServerEnv().APP_URL}/auth/reset-password?token=${token}`;
      await withTransaction(async (tx) => {
        await tx.passwordResetToken.create({
          data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
        });
        await queueMail(tx, { to: email, ...linkEmail("resetPassword", { link, locale: mailLocale(user.locale) }) });
      });
    }
    return { email };
  });
}
