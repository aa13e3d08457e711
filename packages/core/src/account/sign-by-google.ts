// Google sign-in with the access token the browser got from the implicit-flow redirect. The token
// is verified by asking the provider's userinfo endpoint (configurable, so tests use a local
// OpenID provider); only a verified e-mail signs in or creates an account.
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { requiredString } from "../validation/fields";
import { createSession } from "../auth/sessions";
import { toUserDto, userSelect } from "./user-dto";
import { assertRegistrationAllowed } from "./register";
import type { AuthResult } from "./login";

export const signByGoogleInput = z.object({ accessToken: requiredString(4096) });

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.literal("true")]).optional(),
  name: z.string().optional(),
});

export function googleSignInEnabled(): boolean {
  const env = getServerEnv();
  return env.REGISTRATION_ALLOWED && Boolean(env.GOOGLE_CLIENT_ID);
}

async function fetchUserInfo(accessToken: string) {
  let res: Response;
  try {
    res = await fetch(getServerEnv().GOOGLE_USERINFO_URL, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new AppError("UNAVAILABLE", "The identity provider did not answer");
  }
  if (!res.ok) throw new AppError("UNAUTHORIZED", "The identity provider rejected the token", { fields: { accessToken: "invalid" } });
  const info = userInfoSchema.safeParse(await res.json().catch(() => null));
  if (!info.success) throw new AppError("UNAUTHORIZED", "The identity provider gave no usable e-mail");
  if (info.data.email_verified === undefined || info.data.email_verified === false) {
    throw new AppError("FORBIDDEN", "The e-mail of this account is not verified by the provider");
  }
  return info.data;
}

export async function signByGoogle(opts: { input: unknown }): Promise<AuthResult> {
  assertRegistrationAllowed();
  if (!googleSignInEnabled()) throw new AppError("FORBIDDEN", "Google sign-in is not configured");
  const { accessToken } = signByGoogleInput.parse(opts.input);
  const info = await fetchUserInfo(accessToken);
  const email = info.email.trim().toLowerCase();
  const db = getDb();
  const existing = await db.user.findFirst({ where: { OR: [{ googleSubject: info.sub }, { email }] }, select: { id: true } });
  const user = existing
    ? await db.user.update({
        where: { id: existing.id },
        data: { googleSubject: info.sub, emailConfirmedAt: new Date() },
        select: userSelect,
      })
    : await db.user.create({
        data: { name: info.name?.trim() || email.split("@")[0]!, email, googleSubject: info.sub, emailConfirmedAt: new Date() },
        select: userSelect,
      });
  const session = await createSession({ userId: user.id });
  return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
}
