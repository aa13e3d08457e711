import { z } from "zod";
import { withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { requiredString } from "../validation/fields";
import { hashToken } from "../auth/tokens";
import { createSession } from "../auth/sessions";
import { toUserDto, userSelect } from "./user-dto";
import type { AuthResult } from "./login";
import { giveBackRateLimit, takeRateLimit } from "./rate-limit";

export const confirmMailInput = z.object({ token: requiredString(200) });

const wrongLink = () =>
  new AppError("BAD_REQUEST", "This confirmation link is wrong or has expired", { fields: { token: "invalid" } });

/** Single use: the token is marked used with a conditional update, so two clicks cannot both win. */
export async function confirmMail(opts: { input: unknown; ip: string }): Promise<AuthResult> {
  const { token } = confirmMailInput.parse(opts.input);
  // Taken before the token is looked up (so concurrent guesses cannot overrun the limit), given
  // back unless the link turned out wrong.
  const attempt = await takeRateLimit("confirm-mail", opts.ip);
  try {
    const result = await confirmWithToken(hashToken(token));
    await giveBackRateLimit(attempt);
    return result;
  } catch (e) {
    if (!(e instanceof AppError && e.code === "BAD_REQUEST")) await giveBackRateLimit(attempt);
    throw e;
  }
}

function confirmWithToken(id: string): Promise<AuthResult> {
  return withTransaction(async (tx) => {
    const used = await tx.emailConfirmationToken.updateMany({
      where: { id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw wrongLink();
    const row = await tx.emailConfirmationToken.findUniqueOrThrow({ where: { id }, select: { userId: true } });
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { emailConfirmedAt: new Date() },
      select: userSelect,
    });
    const session = await createSession({ userId: user.id, tx });
    return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
  });
}
