// The rules that tie an account's mailed links together (docs/decisions/0044). Every transaction
// that changes a password or an address, or uses a link, first locks the account's User row, so
// two of them on one account run one after the other and the second sees what the first did
// (a reset racing a confirmation: whichever comes second finds its link used up).
// - A new password (a reset, a change in the settings, an administrator's) uses up every open
//   e-mail change link and every ordinary reset link: whoever asked for them may be who the new
//   password locks out.
// - Undo links (reset links with `restoreEmail`, mailed to the old address when a change is
//   confirmed) survive all of that, so the person who took the account over cannot void them by
//   resetting the password from the new address; only their expiry, or using an older undo link,
//   ends them.
// - While an undo link is open, its address counts as taken for every other account.
import type { Tx } from "@ar/db";
import { AppError } from "../errors/app-error";

/** How long the old address can undo a confirmed e-mail change. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type LockedAccount = { email: string; locale: string; emailConfirmedAt: Date | null };

/**
 * Holds the account's row until the transaction ends (see above), and reads it; null when the
 * account has been deleted meanwhile (its links went with it).
 */
export async function lockAccount(tx: Tx, userId: number): Promise<LockedAccount | null> {
  const rows = await tx.$queryRaw<LockedAccount[]>`
    SELECT email, locale, "emailConfirmedAt" FROM "User" WHERE id = ${userId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Uses up the open e-mail change links and the ordinary (not undo) reset links of the account. */
export async function voidCredentialLinks(tx: Tx, userId: number, now = new Date()): Promise<void> {
  await tx.emailChangeToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  await tx.passwordResetToken.updateMany({
    where: { userId, usedAt: null, restoreEmail: null },
    data: { usedAt: now },
  });
}

/** What sign-up, Google sign-in and the e-mail change's confirmation answer for a taken address. */
export const addressTakenError = () =>
  new AppError("CONFLICT", "This e-mail is already registered", { fields: { email: "taken" } });

/**
 * The address belongs to an account other than `exceptUserId`, or is kept for one by an open undo
 * link, so that account can still take it back.
 */
export async function addressTaken(tx: Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (user) return user.id !== exceptUserId;
  const kept = await tx.passwordResetToken.findFirst({
    where: {
      restoreEmail: email,
      usedAt: null,
      expiresAt: { gt: new Date() },
      ...(exceptUserId !== undefined ? { userId: { not: exceptUserId } } : {}),
    },
    select: { id: true },
  });
  return kept !== null;
}
