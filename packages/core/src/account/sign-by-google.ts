// Google sign-in with the access token the browser got from the implicit-flow redirect
// (docs/decisions/0005). The server trusts nothing the browser says: the provider's tokeninfo
// endpoint tells which client the token was issued for (a token another site obtained for its own
// client must not sign in here), and its userinfo endpoint gives the person. Both endpoints are
// configurable, so tests use a local OpenID provider.
// Linking follows the Copenhagen Book: an account is joined by its e-mail only when the provider
// has verified that e-mail, and a password set on an address nobody had confirmed is dropped then,
// since whoever set it never proved the mailbox (account pre-hijacking).
import { z } from "zod";
import { getServerEnv } from "@ar/config";
import { withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { requiredString } from "../validation/fields";
import { createSession } from "../auth/sessions";
import { toUserDto, userSelect } from "./user-dto";
import { assertRegistrationAllowed } from "./register";
import { addressTaken, addressTakenError } from "./credential-links";
import type { AuthResult } from "./login";

export const signByGoogleInput = z.object({ accessToken: requiredString(4096) });

const tokenInfoSchema = z.object({ aud: z.string(), sub: z.string().min(1) });

// Google sends email_verified as a boolean from userinfo and as a string from tokeninfo.
const verifiedFlag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: verifiedFlag.optional(),
  name: z.string().optional(),
});

export function googleSignInEnabled(): boolean {
  const env = getServerEnv();
  return env.REGISTRATION_ALLOWED && Boolean(env.GOOGLE_CLIENT_ID);
}

async function askProvider(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch {
    throw new AppError("UNAVAILABLE", "The identity provider did not answer");
  }
}

function rejected(): AppError {
  return new AppError("UNAUTHORIZED", "The identity provider rejected the token", {
    fields: { accessToken: "invalid" },
  });
}

/** The Google account (sub) the token belongs to, if it was issued for our client id. */
async function subjectIssuedForUs(accessToken: string, clientId: string): Promise<string> {
  const res = await askProvider(getServerEnv().GOOGLE_TOKENINFO_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ access_token: accessToken }),
  });
  if (!res.ok) throw rejected();
  const info = tokenInfoSchema.safeParse(await res.json().catch(() => null));
  if (!info.success) throw rejected();
  if (info.data.aud !== clientId) {
    throw new AppError("UNAUTHORIZED", "The token was issued for another application", {
      fields: { accessToken: "wrong_audience" },
    });
  }
  return info.data.sub;
}

async function fetchUserInfo(accessToken: string, subject: string) {
  const res = await askProvider(getServerEnv().GOOGLE_USERINFO_URL, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok) throw rejected();
  const info = userInfoSchema.safeParse(await res.json().catch(() => null));
  if (!info.success) throw new AppError("UNAUTHORIZED", "The identity provider gave no usable e-mail");
  if (info.data.sub !== subject) throw rejected();
  if (info.data.email_verified !== true) {
    throw new AppError(
      "FORBIDDEN",
      "Google has not verified this e-mail address; verify it with Google or sign in with your password",
      {
        fields: { email: "not_verified" },
      },
    );
  }
  return info.data;
}

/** The user this Google account signs in as: linked before, joined by its verified e-mail, or new. */
async function findOrLinkUser(info: { sub: string; email: string; name?: string }) {
  const email = info.email.trim().toLowerCase();
  return withTransaction(async (tx) => {
    const linked = await tx.user.findUnique({ where: { googleSubject: info.sub }, select: userSelect });
    if (linked) return linked;
    const byEmail = await tx.user.findUnique({
      where: { email },
      select: { id: true, googleSubject: true, emailConfirmedAt: true },
    });
    if (!byEmail) {
      // Kept for the account it was moved from while that one's undo link is open (credential-links.ts).
      if (await addressTaken(tx, email)) throw addressTakenError();
      return tx.user.create({
        data: {
          name: info.name?.trim() || email.split("@")[0]!,
          email,
          googleSubject: info.sub,
          emailConfirmedAt: new Date(),
        },
        select: userSelect,
      });
    }
    if (byEmail.googleSubject) {
      throw new AppError("CONFLICT", "This e-mail's account is linked to another Google account", {
        fields: { email: "linked_elsewhere" },
      });
    }
    const unproven = !byEmail.emailConfirmedAt;
    if (unproven) {
      await tx.session.deleteMany({ where: { userId: byEmail.id } });
      await tx.emailConfirmationToken.deleteMany({ where: { userId: byEmail.id } });
    }
    return tx.user.update({
      where: { id: byEmail.id },
      data: { googleSubject: info.sub, ...(unproven ? { emailConfirmedAt: new Date(), passwordHash: null } : {}) },
      select: userSelect,
    });
  });
}

export async function signByGoogle(opts: { input: unknown }): Promise<AuthResult> {
  assertRegistrationAllowed();
  const clientId = getServerEnv().GOOGLE_CLIENT_ID;
  if (!googleSignInEnabled() || !clientId) throw new AppError("FORBIDDEN", "Google sign-in is not configured");
  const { accessToken } = signByGoogleInput.parse(opts.input);
  const subject = await subjectIssuedForUs(accessToken, clientId);
  const info = await fetchUserInfo(accessToken, subject);
  const user = await findOrLinkUser(info);
  const session = await createSession({ userId: user.id });
  return { user: toUserDto(user), token: session.token, expiresAt: session.expiresAt };
}
