import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { emailField, newPasswordField, requiredString } from "../validation/fields";
import { hashPassword } from "../auth/password";
import { generateToken, hashToken } from "../auth/tokens";
import { queueMail } from "../mail/queue-mail";
import { confirmEmail } from "../mail/confirm-email";
import { takeRateLimit } from "./rate-limit";
import { addressTaken, addressTakenError } from "./credential-links";

export const registerInput = z.object({
  name: requiredString(100),
  email: emailField,
  password: newPasswordField,
  locale: z.enum(["ru", "en"]).default("ru"),
});
export type RegisterInput = z.input<typeof registerInput>;

export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function assertRegistrationAllowed(): void {
  if (!getServerEnv().REGISTRATION_ALLOWED) throw new AppError("FORBIDDEN", "Registration is closed");
}

/** Creates an unconfirmed user and, in the same transaction, the confirmation mail and its job. */
export async function register(opts: { input: unknown; ip: string }): Promise<{ email: string }> {
  assertRegistrationAllowed();
  const input = registerInput.parse(opts.input);
  await takeRateLimit("register", opts.ip);
  const passwordHash = await hashPassword(input.password);
  const token = generateToken();
  const link = `${getServerEnv().APP_URL}/auth/confirm?token=${token}`;
  await withTransaction(async (tx) => {
    // An address kept for the account it was moved from (an open undo link) counts as taken too.
    if (await addressTaken(tx, input.email)) throw addressTakenError();
    const user = await tx.user.create({
      data: { name: input.name, email: input.email, passwordHash, locale: input.locale },
      select: { id: true },
    });
    await tx.emailConfirmationToken.create({
      data: { id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS) },
    });
    await queueMail(tx, { to: input.email, ...confirmEmail({ link, locale: input.locale }) });
  });
  return { email: input.email };
}
