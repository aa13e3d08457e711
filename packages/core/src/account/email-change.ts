// A signed-in person moves their account to another e-mail address (issue 23; the recovery rules
// are docs/decisions/0044). The current password is asked for; the account keeps its address
// until the link mailed to the new one is opened.
// - Every request counts, per account and per new address (the limits of the other account
//   mails), and gets the same answer whether or not the new address is taken: the mail to a taken
//   address says so instead of carrying a link, so the answer tells nobody who has an account.
// - A new request uses up the earlier links; a new password uses them up too (credential-links.ts).
// - The old address is told when a change is asked for (how to stop it: reset the password), and
//   again when it is confirmed, with an undo link valid for 7 days (password-reset.ts).
// - Confirming ends the account's other sessions: every one of them when whoever opens the link
//   is not signed in to the account.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { emailField, passwordField, requiredString } from "../validation/fields";
import { generateToken, hashToken } from "../auth/tokens";
import { queueMail } from "../mail/queue-mail";
import { linkEmail, mailLocale } from "../mail/confirm-email";
import { CONFIRM_TOKEN_TTL_MS } from "./register";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";
import { checkCurrentPassword } from "./change-credentials";
import {
  EMAIL_CHANGE_UNDO_TTL_MS,
  addressTaken,
  addressTakenError,
  lockAccount,
  voidCredentialLinks,
} from "./credential-links";

export const requestEmailChangeInput = z.object({ currentPassword: passwordField, email: emailField });
export const confirmEmailChangeInput = z.object({ token: requiredString(200) });

const wrongLink = () =>
  new AppError("BAD_REQUEST", "This confirmation link is wrong or has expired", { fields: { token: "invalid" } });
const signedOut = () => new AppError("UNAUTHORIZED", "Sign in to continue");

/**
 * Mails the new address (a link, or "already registered") and the old one (a change was asked
 * for); answers `{email}` either way.
 */
export async function requestEmailChange(opts: { userId: number; input: unknown }): Promise<{ email: string }> {
  const { currentPassword, email } = requestEmailChangeInput.parse(opts.input);
  // Counted before the password is checked: a wrong one is a request too.
  await takeRateLimit("email-change-account", String(opts.userId));
  const user = await checkCurrentPassword(opts.userId, currentPassword);
  if (email === user.email)
    throw new AppError("BAD_REQUEST", "This is already your e-mail", { fields: { email: "same_email" } });
  await takeRateLimit("account-mail-address", email);
  const appUrl = getServerEnv().APP_URL;
  const forgotPassword = `${appUrl}/auth/forgot-password`;
  const token = generateToken();
  await withTransaction(async (tx) => {
    const account = await lockAccount(tx, opts.userId);
    if (!account) throw signedOut();
    const locale = mailLocale(account.locale);
    const now = new Date();
    await tx.emailChangeToken.updateMany({ where: { userId: opts.userId, usedAt: null }, data: { usedAt: now } });
    if (await addressTaken(tx, email, opts.userId)) {
      await queueMail(tx, { to: email, ...linkEmail("emailTaken", { link: forgotPassword, locale }) });
    } else {
      await tx.emailChangeToken.create({
        data: {
          id: hashToken(token),
          userId: opts.userId,
          newEmail: email,
          expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
        },
      });
      const link = `${appUrl}/auth/confirm-email?token=${token}`;
      await queueMail(tx, { to: email, ...linkEmail("changeEmail", { link, locale }) });
    }
    await queueMail(tx, { to: account.email, ...linkEmail("emailChangeAsked", { link: forgotPassword, locale }) });
  });
  return { email };
}

/**
 * Opens the link sent to the new address: from now on the account signs in with it. `sessionId`:
 * the caller's session, kept when it is the account's; the account's others end.
 */
export async function confirmEmailChange(opts: {
  input: unknown;
  ip: string;
  sessionId?: string;
}): Promise<{ email: string }> {
  const { token } = confirmEmailChangeInput.parse(opts.input);
  const attempt = await takeRateLimit("confirm-mail", opts.ip);
  const id = hashToken(token);
  const undo = generateToken();
  try {
    const found = await getDb().emailChangeToken.findUnique({ where: { id }, select: { userId: true } });
    if (!found) throw wrongLink();
    const { userId } = found;
    const result = await withTransaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      const now = new Date();
      const used = await tx.emailChangeToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (!account || used.count !== 1) throw wrongLink();
      const { newEmail } = await tx.emailChangeToken.findUniqueOrThrow({ where: { id }, select: { newEmail: true } });
      // Someone may have registered the address since the link was sent.
      if (await addressTaken(tx, newEmail, userId)) throw addressTakenError();
      await tx.user.update({ where: { id: userId }, data: { email: newEmail, emailConfirmedAt: now } });
      // Reset links went to the old address: they must not outlive it. Its undo link replaces them.
      await voidCredentialLinks(tx, userId, now);
      await tx.passwordResetToken.create({
        data: {
          id: hashToken(undo),
          userId,
          restoreEmail: account.email,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS),
        },
      });
      await queueMail(tx, {
        to: account.email,
        ...linkEmail("emailChanged", {
          link: `${getServerEnv().APP_URL}/auth/reset-password?token=${undo}`,
          locale: mailLocale(account.locale),
        }),
      });
      await tx.session.deleteMany({
        where: { userId, ...(opts.sessionId ? { id: { not: opts.sessionId } } : {}) },
      });
      return { email: newEmail };
    });
    await giveBackRateLimit(attempt);
    return result;
  } catch (e) {
    if (!(e instanceof AppError && e.code === "BAD_REQUEST")) await giveBackRateLimit(attempt);
    throw e;
  }
}
