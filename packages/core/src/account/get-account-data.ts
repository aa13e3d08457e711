import { getServerEnv } from "@ar/config";
import { googleSignInEnabled } from "./sign-by-google";

/** Public facts the sign-in screens need. */
export function getAccountData() {
  return { registerAllowed: getServerEnv().REGISTRATION_ALLOWED, googleSignIn: googleSignInEnabled() };
}
