// A signed-in person changes their password or e-mail from the user menu. Both ask for the current
// password (a session left open on a shared computer must not be enough to take the account over);
// wrong current passwords are limited per account. A new password signs every session out; the
// caller gets a fresh one. A new e-mail counts only once the link sent to it is opened.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { emailField, newPasswordField, passwordField, requiredString } from "../validation/fields";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, invalidateUserSessions } from "../auth/sessions";
import { generateToken, hashToken } from "../auth/tokens";
import { queueMail } from "../mail/queue-mail";
import { linkEmail, mailLocale } from "../mail/confirm-email";
import { CONFIRM_TOKEN_TTL_MS } from "./register";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";
import { toUserDto, userSelect } from "./user-dto";
import type { AuthResult } from "./login";

export const changeOwnPasswordInput = z.object({ currentPassword: passwordField, password: newPasswordField });
export const requestEmailChangeInput = z.object({ currentPassword: passwordField, email: emailField });
export const confirmEmailChangeInput = z.object({ token: requiredString(200) });

/** Checks the current password, counting only wrong ones against the account's limit. */
async function checkCurrentPassword(userId: number, password: string): Promise<{ email: string; locale: string }> {
  const attempt = await takeRateLimit("change-credentials", String(userId));
  const user = await getDb().user.findUniqueOrThrow({
    where: { id: userId },
    select: { passwordHash: true, email: true, locale: true },
  });
  // Accounts made through Google have no password: they set one with "Forgot password?".
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("BAD_REQUEST", "The current password is wrong", {
      fields: { currentPassword: "wrong_password" },
    });
  }
  await giveBackRateLimit(attempt);
  return user;
}

export async function changeOwnPassword(opts: { userId: number; input: unknown }): Promise<AuthResult> {
  const { currentPassword, password } = changeOwnPasswordInput.parse(opts.input);
  await checkCurrentPassword(opts.userId, currentPassword);
  const passwordHash = await hashPassword(password);
  return withTransaction(async (tx) => {
    const user = await tx.user.update({ where: { id: opts.userId }, data: { passwordHash }, select: userSelect });
    await tx.passwordResetToken.updateMany({
      where: { userId: opts.userId, usedAt: null },
      data: { usedAt: new Date() },
    });
    await invalidateUserSessions({ userId: opts.userId, tx });
    const session = await createSession({ userId: opts.userId, tx });
    return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
  });
}

const taken = () => new AppError("CONFLICT", "This e-mail is already registered", { fields: { email: "taken" } });

/** Sends a link to the new address; the account keeps its address until the link is opened. */
export async function requestEmailChange(opts: { userId: number; input: unknown }): Promise<{ email: string }> {
  const { currentPassword, email } = requestEmailChangeInput.parse(opts.input);
  const user = await checkCurrentPassword(opts.userId, currentPassword);
  if (email === user.email)
    throw new AppError("BAD_REQUEST", "This is already your e-mail", { fields: { email: "same_email" } });
  if (await getDb().user.findUnique({ where: { email }, select: { id: true } })) throw taken();
  const token = generateToken();
  const link = `${getServerEnv().APP_URL}/auth/confirm-email?token=${token}`;
  await withTransaction(async (tx) => {
    await tx.emailChangeToken.create({
      data: {
        id: hashToken(token),
        userId: opts.userId,
        newEmail: email,
        expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS),
      },
    });
    await queueMail(tx, { to: email, ...linkEmail("changeEmail", { link, locale: mailLocale(user.locale) }) });
  });
  return { email };
}

const wrongLink = () =>
  new AppError("BAD_REQUEST", "This confirmation link is wrong or has expired", { fields: { token: "invalid" } });

/** Opens the link sent to the new address: from now on the account signs in with it. */
export async function confirmEmailChange(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  const { token } = confirmEmailChangeInput.parse(opts.input);
  const attempt = await takeRateLimit("confirm-mail", opts.ip);
  const id = hashToken(token);
  try {
    const result = await withTransaction(async (tx) => {
      const now = new Date();
      const used = await tx.emailChangeToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (used.count !== 1) throw wrongLink();
      const row = await tx.emailChangeToken.findUniqueOrThrow({
        where: { id },
        select: { userId: true, newEmail: true },
      });
      // Someone may have registered the address since the link was sent.
      if (await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } })) throw taken();
      await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail, emailConfirmedAt: now } });
      // Reset links were sent to the old address: they must not outlive it.
      await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
      return { email: row.newEmail };
    });
    await giveBackRateLimit(attempt);
    return result;
  } catch (e) {
    if (!(e instanceof AppError && e.code === "BAD_REQUEST")) await giveBackRateLimit(attempt);
    throw e;
  }
}
