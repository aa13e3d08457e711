import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { LoadingScreen } from "../components/layout/loading-screen";
import { Alert } from "../components/ui/alert";
import { buttonClasses } from "../components/ui/button";
import { googleFailureKey, type GoogleFailureKey } from "../lib/google-failure";
import { clearGoogleState, readGoogleFragment, readGoogleState } from "../lib/google-state";
import { metaTitle } from "../lib/meta-title";
import { useCall } from "../lib/use-call";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.loginTitle);

const signByGoogleCall = plainTrpc.account.signByGoogle.mutate;

/**
 * Return point of the Google redirect (spec 2): the access token arrives in the URL fragment. The
 * fragment's state must match the g_state cookie set by /auth/google-start, else the token is
 * not used (see lib/google-state.server.ts for why the page compares it).
 */
export default function GoogleReturn() {
  const { t } = useTranslation();
  const signIn = useCall(signByGoogleCall);
  const [failed, setFailed] = useState<GoogleFailureKey | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { accessToken, state, error } = readGoogleFragment(window.location.hash);
    const expected = readGoogleState();
    clearGoogleState();
    // Keep the token out of the address bar and history; history.state carries Remix's own entry.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (error || !accessToken || !state || state !== expected) {
      setFailed("auth.googleFailed");
      return;
    }
    signIn.mutate(
      { accessToken },
      // A full load, so the root loader reads the session cookie just set.
      { onSuccess: () => window.location.assign("/"), onError: (e) => setFailed(googleFailureKey(e)) },
    );
  }, [signIn]);

  if (!failed) return <LoadingScreen message={t("auth.googleHolding")} />;
  return (
    <AuthFrame>
      <AuthCard title={t("auth.loginTitle")}>
        <Alert tone="error" data-testid="google-failed">
          {t(failed)}
        </Alert>
        <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-6 w-full" })}>
          {t("auth.backToLogin")}
        </Link>
      </AuthCard>
    </AuthFrame>
  );
}
