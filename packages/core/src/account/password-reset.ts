import { z } from "zod";
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { newPasswordField, requiredString } from "../validation/fields";
import { hashPassword } from "../auth/password";
import { hashToken } from "../auth/tokens";
import { invalidateUserSessions } from "../auth/sessions";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";
import { addressTaken, lockAccount, voidCredentialLinks } from "./credential-links";

export const resetPasswordInput = z.object({ token: requiredString(200), password: newPasswordField });

const wrongLink = () =>
  new AppError("BAD_REQUEST", "This password reset link is wrong, used or expired", { fields: { token: "invalid" } });

const addressGone = () =>
  new AppError("CONFLICT", "The address this link would bring back now belongs to another account", {
    fields: { token: "taken" },
  });

/**
 * Sets the new password from a "Forgot password?" link, or from an e-mail change's undo link,
 * which also brings the old address back. The link is used up with a conditional update (two
 * submissions cannot both win), the account's ordinary reset links and open e-mail change links
 * with it (credential-links.ts), and every session of the account is deleted. An undo link also
 * uses up the undo links made after it (they came from the changes it undoes); older ones stay,
 * so a second change cannot cancel the first one's undo. Following a link sent to the address
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
      select: { userId: true },
    });
    if (!live) throw wrongLink();
    const { userId } = live;
    // Hashed before the transaction: argon2 takes tens of milliseconds a transaction need not hold.
    const passwordHash = await hashPassword(password);
    const result = await withTransaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      const now = new Date();
      const used = await tx.passwordResetToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (!account || used.count !== 1) throw wrongLink();
      const link = await tx.passwordResetToken.findUniqueOrThrow({
        where: { id },
        select: { restoreEmail: true, createdAt: true },
      });
      const { restoreEmail } = link;
      if (restoreEmail) {
        if (await addressTaken(tx, restoreEmail, userId)) throw addressGone();
        await tx.passwordResetToken.updateMany({
          where: { userId, usedAt: null, createdAt: { gte: link.createdAt } },
          data: { usedAt: now },
        });
      }
      await voidCredentialLinks(tx, userId, now);
      await tx.user.update({
        where: { id: userId },
        data: restoreEmail
          ? { passwordHash, email: restoreEmail, emailConfirmedAt: now }
          : { passwordHash, emailConfirmedAt: account.emailConfirmedAt ?? now },
      });
      await invalidateUserSessions({ userId, tx });
      return { email: restoreEmail ?? account.email };
    });
    await giveBackRateLimit(attempt);
    return result;
  } catch (e) {
    if (!(e instanceof AppError && e.code === "BAD_REQUEST")) await giveBackRateLimit(attempt);
    throw e;
  }
}
