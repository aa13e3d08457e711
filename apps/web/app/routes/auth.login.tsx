import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthForm, emailFieldProps } from "../components/auth/auth-form";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { ResendConfirmation } from "../components/auth/resend-confirmation";
import { buttonClasses } from "../components/ui/button";
import { GoogleIcon } from "../components/ui/icons";
import { TextField } from "../components/ui/text-field";
import { useTextForm } from "../components/ui/use-form-errors";
import { metaTitle } from "../lib/meta-title";
import { useAccountData } from "../lib/use-account-data";
import { useCall } from "../lib/use-call";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.loginTitle);

const loginCall = plainTrpc.account.login.mutate;

export default function Login() {
  const { t } = useTranslation();
  const account = useAccountData();
  const login = useCall(loginCall);
  const form = useTextForm({ email: "", password: "" });

  const [notConfirmedEmail, setNotConfirmedEmail] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const sentEmail = form.values.email.trim().toLowerCase();
    login.mutate(form.values, {
      // A full load, so the root loader reads the new session cookie and the shell appears.
      onSuccess: () => window.location.assign("/"),
      onError: (err) => {
        const next = form.failCall(err);
        setNotConfirmedEmail(next.fields.email === "not_confirmed" ? sentEmail : undefined);
      },
    });
  };

  const registerAllowed = account.data?.registerAllowed === true;

  return (
    <AuthFrame>
      <AuthCard title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
        <AuthForm
          formRef={form.formRef}
          error={form.errors.form}
          onSubmit={onSubmit}
          submitLabel={t("auth.signIn")}
          submitTestId="login-submit"
          loading={login.isPending || login.isSuccess}
          data-testid="login-form"
        >
          <TextField label={t("auth.email")} {...emailFieldProps} {...form.field("email")} />
          <TextField
            label={t("auth.password")}
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
          <Link
            to="/auth/forgot-password"
            className="-mt-2 self-end text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline"
            data-testid="to-forgot-password"
          >
            {t("accounts.forgot.link")}
          </Link>
        </AuthForm>
        {/* The e-mail that was refused as unconfirmed, as the server normalises it. */}
        {notConfirmedEmail !== undefined && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <ResendConfirmation key={notConfirmedEmail} email={notConfirmedEmail} />
          </div>
        )}

        {registerAllowed && account.data?.googleSignIn && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              {t("auth.or")}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            {/* A resource route that redirects to Google: a document navigation, not a client one. */}
            <a
              href="/auth/google-start"
              className={buttonClasses({ variant: "secondary", size: "lg", className: "w-full" })}
              data-testid="google-sign-in"
            >
              <GoogleIcon className="size-[18px]" />
              {t("auth.withGoogle")}
            </a>
          </>
        )}
      </AuthCard>

      {registerAllowed && (
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("auth.noAccount")}{" "}
          <Link
            to="/auth/sign-up"
            className="font-medium text-brand-600 hover:text-brand-700 hover:underline"
            data-testid="to-sign-up"
          >
            {t("auth.toSignUp")}
          </Link>
        </p>
      )}
    </AuthFrame>
  );
}
