import type { MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthForm } from "../components/auth/auth-form";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { AuthStatus } from "../components/auth/auth-status";
import { buttonClasses } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useTextForm } from "../components/ui/use-form-errors";
import { metaTitle } from "../lib/meta-title";
import { useCall } from "../lib/use-call";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.accounts.reset.title);

const resetCall = plainTrpc.account.resetPassword.mutate;

/**
 * The page a "Forgot password?" link opens, and an e-mail change's undo link (which also brings
 * the old address back: the answer names the address to sign in with). The link is only checked
 * when the form is sent (a check on opening would let a mail scanner's visit tell nothing useful
 * anyway, and costs a call).
 */
export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const reset = useCall(resetCall);
  // The token is a field of the call: its errors (a wrong or used link) come back on it.
  const form = useTextForm({ password: "", token });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    reset.mutate({ token, password: form.values.password }, { onError: form.failCall });
  };

  if (!token || form.errors.fields.token) {
    return (
      <AuthStatus
        data-testid="reset-wrong"
        tone="wrong"
        title={t("accounts.reset.wrongTitle")}
        text={t("accounts.reset.wrongText")}
      >
        <Link to="/auth/forgot-password" className={buttonClasses({ className: "mt-8" })}>
          {t("accounts.reset.again")}
        </Link>
      </AuthStatus>
    );
  }
  if (reset.data) {
    return (
      <AuthStatus
        data-testid="reset-done"
        tone="success"
        title={t("accounts.reset.doneTitle")}
        text={t("accounts.reset.doneText", { email: reset.data.email })}
      >
        <Link to="/auth/login" className={buttonClasses({ size: "lg", className: "mt-8" })} data-testid="to-login">
          {t("auth.signIn")}
        </Link>
      </AuthStatus>
    );
  }
  return (
    <AuthFrame>
      <AuthCard title={t("accounts.reset.title")} subtitle={t("accounts.reset.subtitle")}>
        <AuthForm
          formRef={form.formRef}
          error={form.errors.form}
          onSubmit={onSubmit}
          submitLabel={t("accounts.reset.submit")}
          submitTestId="reset-submit"
          loading={reset.isPending}
          data-testid="reset-form"
        >
          <TextField
            label={t("accounts.reset.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("auth.passwordHint")}
            {...form.field("password")}
          />
        </AuthForm>
      </AuthCard>
    </AuthFrame>
  );
}
