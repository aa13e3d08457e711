// The start of a Google sign-in: the provider's authorization URL and the cookie that keeps its
// OAuth `state` until the return to /auth/google.
//
// Choice: the g_state cookie is NOT httpOnly. The return page gets the token in the URL fragment,
// which never reaches the server, and the sign-in call takes only {accessToken}; so the page
// itself compares the fragment's state with this cookie before posting the token (this stops a
// forged redirect from signing the browser into someone else's account). The state is no secret
// from that page anyway: it arrives in the same fragment. Path=/auth keeps it off other requests.
import { getServerEnv } from "@ar/config";
import { googleAuthorizationUrl } from "@ar/core/account";
import { AppError } from "@ar/core/errors";

export const GOOGLE_STATE_COOKIE = "g_state";
const TEN_MINUTES = 600;

export function googleStateCookie(state: string): string {
  const secure = getServerEnv().COOKIE_SECURE ? "; Secure" : "";
  return `${GOOGLE_STATE_COOKIE}=${encodeURIComponent(state)}; Path=/auth; Max-Age=${TEN_MINUTES}; SameSite=Lax${secure}`;
}

/** The redirect to Google with its state cookie, or null when Google sign-in is not available. */
export function startGoogleSignIn(): { url: string; setCookie: string } | null {
  try {
    const { url, state } = googleAuthorizationUrl();
    return { url, setCookie: googleStateCookie(state) };
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
