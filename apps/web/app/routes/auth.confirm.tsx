import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthStatus } from "../components/auth/auth-status";
import { ResendConfirmation } from "../components/auth/resend-confirmation";
import { useTokenLink } from "../components/auth/use-token-link";
import { Button, buttonClasses } from "../components/ui/button";
import { ArrowRightIcon } from "../components/ui/icons";
import { metaTitle } from "../lib/meta-title";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.confirmTitle);

const confirmCall = plainTrpc.account.confirmMail.mutate;

/** Spec 2 "Confirmation screen": loading, then success or wrong link; no token is a wrong link at once. */
export default function ConfirmMail() {
  const { t } = useTranslation();
  const { state } = useTokenLink(confirmCall);
  const testId = `confirm-${state}`;
  if (state === "loading") return <AuthStatus data-testid={testId} tone="loading" text={t("auth.confirmLoading")} />;
  if (state === "success") {
    return (
      <AuthStatus
        data-testid={testId}
        tone="success"
        title={t("auth.confirmSuccessTitle")}
        text={t("auth.confirmSuccessText")}
      >
        {/* A full load: the root loader must see the session cookie the confirmation set. */}
        <Button size="lg" className="mt-8" onClick={() => window.location.assign("/")} data-testid="to-app">
          {t("auth.toApp")}
          <ArrowRightIcon className="size-4" />
        </Button>
      </AuthStatus>
    );
  }
  return (
    <AuthStatus data-testid={testId} tone="wrong" title={t("auth.wrongLinkTitle")} text={t("auth.wrongLinkText")}>
      <div className="mt-6 w-full text-left">
        <ResendConfirmation />
      </div>
      <Link to="/auth/login" className={buttonClasses({ variant: "ghost", className: "mt-4" })}>
        {t("auth.backToLogin")}
      </Link>
    </AuthStatus>
  );
}
