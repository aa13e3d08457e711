import { z } from "zod";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { emailField, passwordField } from "../validation/fields";
import { createSession } from "../auth/sessions";
import { dummyPasswordHash, verifyPassword } from "../auth/password";
import { releaseSignInAttempt, recordSignInSuccess, reserveSignInAttempt } from "./throttle";
import { toUserDto, userSelect, type UserDto } from "./user-dto";

export const loginInput = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.input<typeof loginInput>;
export type AuthResult = { user: UserDto; token: string; expiresAt: Date };

export async function login(opts: { input: unknown; ip: string }): Promise<AuthResult> {
  const { email, password } = loginInput.parse(opts.input);
  // Reserved before the password is checked: a wrong guess has already been counted.
  const attempt = await reserveSignInAttempt({ email, ip: opts.ip });
  const user = await getDb().user.findUnique({
    where: { email },
    select: { ...userSelect, passwordHash: true, emailConfirmedAt: true },
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !user.passwordHash || !ok) {
    throw new AppError("UNAUTHORIZED", "Wrong e-mail or password", { fields: { password: "wrong_credentials" } });
  }
  if (!user.emailConfirmedAt) {
    await releaseSignInAttempt(attempt);
    throw new AppError("FORBIDDEN", "Confirm your e-mail first: open the link we sent you", {
      fields: { email: "not_confirmed" },
    });
  }
  await recordSignInSuccess({ email, ip: opts.ip });
  const session = await createSession({ userId: user.id });
  return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
}
