import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthStatus } from "../components/auth/auth-status";
import { useTokenLink } from "../components/auth/use-token-link";
import { buttonClasses } from "../components/ui/button";
import { metaTitle } from "../lib/meta-title";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.accounts.emailChange.title);

const confirmCall = plainTrpc.account.confirmEmailChange.mutate;

/** The link sent to a new address: opening it makes the address the account's. */
export default function ConfirmEmailChange() {
  const { t } = useTranslation();
  const { state, data } = useTokenLink(confirmCall);
  const testId = `email-change-${state}`;
  if (state === "loading")
    return <AuthStatus data-testid={testId} tone="loading" text={t("accounts.emailChange.loading")} />;
  if (state === "success") {
    return (
      <AuthStatus
        data-testid={testId}
        tone="success"
        title={t("accounts.emailChange.doneTitle")}
        text={t("accounts.emailChange.doneText", { email: data?.email ?? "" })}
      >
        <a href="/" className={buttonClasses({ size: "lg", className: "mt-8" })}>
          {t("auth.toApp")}
        </a>
      </AuthStatus>
    );
  }
  return (
    <AuthStatus
      data-testid={testId}
      tone="wrong"
      title={t("accounts.emailChange.wrongTitle")}
      text={t("accounts.emailChange.wrongText")}
    >
      <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
        {t("auth.backToLogin")}
      </Link>
    </AuthStatus>
  );
}
