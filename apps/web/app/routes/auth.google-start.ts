// Resource route: starts Google sign-in by redirecting to the provider's authorization page
// (scopes profile, email, openid; spec 2). The state goes into the g_state cookie that
// /auth/google compares with the fragment it gets back; see lib/google-state.server.ts.
import { redirect } from "@remix-run/node";
import { startGoogleSignIn } from "../lib/google-state.server";

export function loader() {
  const start = startGoogleSignIn();
  // Not configured (or registration closed): the sign-in page simply offers no Google option.
  if (!start) return redirect("/auth/login");
  return redirect(start.url, { headers: { "Set-Cookie": start.setCookie, "Cache-Control": "no-store" } });
}
