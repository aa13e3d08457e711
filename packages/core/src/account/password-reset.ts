import { z } from "zod";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { newPasswordField, requiredString } from "../validation/fields";
import { hashPassword } from "../auth/password";
import { hashToken } from "../auth/tokens";
import { invalidateUserSessions } from "../auth/sessions";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";

export const resetPasswordInput = z.object({ token: requiredString(200), password: newPasswordField });

const wrongLink = () =>
  new AppError("BAD_REQUEST", "This password reset link is wrong, used or expired", { fields: { token: "invalid" } });

/**
 * Sets the new password from a "Forgot password?" link. The link is used up with a conditional
 * update (two submissions cannot both win), every other reset link of the account is used up with
 * it, and every session of the account is deleted. Following a link sent to the address also
 * proves the address, so an account that never confirmed it counts as confirmed.
 */
export async function resetPassword(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  const { token, password } = resetPasswordInput.parse(opts.input);
  // Taken before the token is looked up, given back unless the link was wrong (as confirm-mail.ts).
  const attempt = await takeRateLimit("reset-password", opts.ip);
  const id = hashToken(token);
  try {
    // A wrong link is turned away before argon2 runs, so guessing costs us no hashing; the
    // conditional update below still decides who wins a race for a right one.
    const live = await getDb().passwordResetToken.findFirst({
      where: { id, usedAt: null, expiresAt: { gt: new Date() } },
      select: { id: true },
    });
    if (!live) throw wrongLink();
    // Hashed before the transaction: argon2 takes tens of milliseconds a transaction need not hold.
    const passwordHash = await hashPassword(password);
    const result = await withTransaction(async (tx) => {
      const now = new Date();
      const used = await tx.passwordResetToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (used.count !== 1) throw wrongLink();
      const { userId } = await tx.passwordResetToken.findUniqueOrThrow({ where: { id }, select: { userId: true } });
      await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, emailConfirmedAt: true },
      });
      await tx.user.update({
        where: { id: userId },
        data: { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now },
      });
      await invalidateUserSessions({ userId, tx });
      return { email: user.email };
    });
    await giveBackRateLimit(attempt);
    return result;
  } catch (e) {
    if (!(e instanceof AppError && e.code === "BAD_REQUEST")) await giveBackRateLimit(attempt);
    throw e;
  }
}
