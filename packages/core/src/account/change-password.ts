import { withTransaction } from "@ar/db";
import { hashPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/sessions";

/** Sets a new password and signs the user out everywhere (every session row is deleted). */
export async function changePassword(opts: { userId: number; password: string }): Promise<void> {
  const passwordHash = await hashPassword(opts.password);
  await withTransaction(async (tx) => {
    await tx.user.update({ where: { id: opts.userId }, data: { passwordHash } });
    await invalidateUserSessions({ userId: opts.userId, tx });
  });
}
