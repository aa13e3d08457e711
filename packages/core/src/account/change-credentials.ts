// A signed-in person changes their password or e-mail from the user menu. Both ask for the current
// password (a session left open on a shared computer must not be enough to take the account over);
// wrong current passwords are limited per account. A new password signs every session out; the
// caller gets a fresh one. The e-mail change is email-change.ts.
import { z } from "zod";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { newPasswordField, passwordField } from "../validation/fields";
import { hashPassword, verifyPassword } from "../auth/password";
import { createSession, invalidateUserSessions } from "../auth/sessions";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";
import { voidCredentialLinks } from "./credential-links";
import { toUserDto, userSelect } from "./user-dto";
import type { AuthResult } from "./login";

export const changeOwnPasswordInput = z.object({ currentPassword: passwordField, password: newPasswordField });

/** Checks the current password, counting only wrong ones against the account's limit. */
export async function checkCurrentPassword(
  userId: number,
  password: string,
): Promise<{ email: string; locale: string }> {
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
    // The update takes the account's row lock first (credential-links.ts).
    const user = await tx.user.update({ where: { id: opts.userId }, data: { passwordHash }, select: userSelect });
    await voidCredentialLinks(tx, opts.userId);
    await invalidateUserSessions({ userId: opts.userId, tx });
    const session = await createSession({ userId: opts.userId, tx });
    return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
  });
}
