import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthForm, emailFieldProps } from "../components/auth/auth-form";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { AuthStatus } from "../components/auth/auth-status";
import { buttonClasses } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useTextForm } from "../components/ui/use-form-errors";
import { metaTitle } from "../lib/meta-title";
import { useCall } from "../lib/use-call";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.accounts.forgot.title);

const forgotCall = plainTrpc.account.forgotPassword.mutate;

/** "Forgot password?": the answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const forgot = useCall(forgotCall);
  const form = useTextForm({ email: "" });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    forgot.mutate(form.values, { onError: form.failCall });
  };

  if (forgot.data) {
    return (
      <AuthStatus
        data-testid="forgot-sent"
        tone="mail"
        title={t("accounts.forgot.sentTitle")}
        text={t("accounts.forgot.sentText", { email: forgot.data.email })}
      >
        <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
          {t("auth.backToLogin")}
        </Link>
      </AuthStatus>
    );
  }
  return (
    <AuthFrame>
      <AuthCard title={t("accounts.forgot.title")} subtitle={t("accounts.forgot.subtitle")}>
        <AuthForm
          formRef={form.formRef}
          error={form.errors.form}
          onSubmit={onSubmit}
          submitLabel={t("accounts.forgot.submit")}
          submitTestId="forgot-submit"
          loading={forgot.isPending}
          data-testid="forgot-form"
        >
          <TextField label={t("auth.email")} {...emailFieldProps} {...form.field("email")} />
        </AuthForm>
      </AuthCard>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/auth/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </AuthFrame>
  );
}
