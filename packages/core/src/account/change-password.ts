import { withTransaction } from "@ar/db";
import { hashPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/sessions";
import { voidCredentialLinks } from "./credential-links";

/**
 * Sets a new password and signs the user out everywhere (every session row is deleted); open
 * e-mail change and reset links are used up (credential-links.ts).
 */
export async function changePassword(opts: { userId: number; password: string }): Promise<void> {
  const passwordHash = await hashPassword(opts.password);
  await withTransaction(async (tx) => {
    await tx.user.update({ where: { id: opts.userId }, data: { passwordHash } });
    await voidCredentialLinks(tx, opts.userId);
    await invalidateUserSessions({ userId: opts.userId, tx });
  });
}
