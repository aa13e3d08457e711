// The authorization redirect for Google sign-in, built with arctic's generic OAuth2 client (its
// Google class hard-codes the endpoints). The spec's return point reads an access token from the
// URL fragment, so the response type is switched to the implicit flow's `token`.
import { OAuth2Client, generateState } from "arctic";
import { getServerEnv } from "@ar/config";
import { AppError } from "../errors/app-error";
import { googleSignInEnabled } from "./sign-by-google";

export function googleAuthorizationUrl(): { url: string; state: string } {
  const env = getServerEnv();
  if (!googleSignInEnabled() || !env.GOOGLE_CLIENT_ID)
    throw new AppError("FORBIDDEN", "Google sign-in is not configured");
  const client = new OAuth2Client(env.GOOGLE_CLIENT_ID, null, `${env.APP_URL}/auth/google`);
  const state = generateState();
  const url = client.createAuthorizationURL(env.GOOGLE_AUTH_URL, state, ["profile", "email", "openid"]);
  url.searchParams.set("response_type", "token");
  return { url: url.toString(), state };
}
