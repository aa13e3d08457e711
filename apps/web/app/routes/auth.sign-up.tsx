import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthForm, emailFieldProps } from "../components/auth/auth-form";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { AuthStatus } from "../components/auth/auth-status";
import { ResendConfirmation } from "../components/auth/resend-confirmation";
import { Alert } from "../components/ui/alert";
import { buttonClasses } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { TextField } from "../components/ui/text-field";
import { useTextForm } from "../components/ui/use-form-errors";
import { isLng } from "../i18n/languages";
import { metaTitle } from "../lib/meta-title";
import { useAccountData } from "../lib/use-account-data";
import { useCall } from "../lib/use-call";
import { useRootData } from "../lib/use-root-data";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.signUpTitle);

const registerCall = plainTrpc.account.register.mutate;

const linkClasses = "font-medium text-brand-600 underline-offset-2 hover:underline";

export default function SignUp() {
  const { t, i18n } = useTranslation();
  const { config } = useRootData();
  const account = useAccountData();
  const register = useCall(registerCall);
  const form = useTextForm({ name: "", email: "", password: "" });
  const [agreed, setAgreed] = useState(false);
  const [takenEmail, setTakenEmail] = useState<string>();

  if (register.data) return <Registered email={register.data.email} />;
  if (account.data && !account.data.registerAllowed) return <RegistrationClosed />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return;
    setTakenEmail(undefined);
    if (!form.checkRequired()) return;
    // The confirmation mail is written in the language the user is reading now.
    const locale = isLng(i18n.language) ? i18n.language : "ru";
    const sentEmail = form.values.email.trim().toLowerCase();
    register.mutate(
      { ...form.values, locale },
      {
        onError: (err) => {
          // "Already registered" may be one's own unconfirmed account: offer a new link right here.
          if (form.failCall(err).fields.email === "taken") setTakenEmail(sentEmail);
        },
      },
    );
  };

  return (
    <AuthFrame>
      <AuthCard title={t("auth.signUpTitle")} subtitle={t("auth.signUpSubtitle")}>
        <AuthForm
          formRef={form.formRef}
          error={form.errors.form}
          onSubmit={onSubmit}
          submitLabel={t("auth.signUp")}
          submitTestId="sign-up-submit"
          loading={register.isPending}
          disabled={!agreed}
          data-testid="sign-up-form"
        >
          <TextField label={t("auth.name")} autoComplete="name" {...form.field("name")} />
          <TextField label={t("auth.email")} {...emailFieldProps} {...form.field("email")} />
          <TextField
            label={t("auth.password")}
            type="password"
            autoComplete="new-password"
            hint={t("auth.passwordHint")}
            {...form.field("password")}
          />
          <Checkbox
            className="mt-1"
            name="agreement"
            checked={agreed}
            onCheckedChange={setAgreed}
            data-testid="agreement"
            label={
              <>
                {t("auth.agreePrefix")}{" "}
                <a href={config.offerUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {t("auth.offer")}
                </a>{" "}
                {t("auth.and")}{" "}
                <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {t("auth.privacy")}
                </a>
              </>
            }
          />
        </AuthForm>
        {takenEmail !== undefined && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <ResendConfirmation key={takenEmail} email={takenEmail} />
          </div>
        )}
      </AuthCard>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.haveAccount")}{" "}
        <Link
          to="/auth/login"
          className="font-medium text-brand-600 hover:text-brand-700 hover:underline"
          data-testid="to-login"
        >
          {t("auth.toLogin")}
        </Link>
      </p>
    </AuthFrame>
  );
}

function Registered({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthStatus
      data-testid="registered"
      tone="mail"
      title={t("auth.registeredTitle")}
      text={t("auth.registeredText", { email })}
    >
      <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
        {t("auth.backToLogin")}
      </Link>
    </AuthStatus>
  );
}

function RegistrationClosed() {
  const { t } = useTranslation();
  return (
    <AuthFrame>
      <AuthCard title={t("auth.signUpTitle")}>
        <Alert tone="info" data-testid="registration-closed">
          {t("auth.registrationClosed")}
        </Alert>
        <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-6 w-full" })}>
          {t("auth.backToLogin")}
        </Link>
      </AuthCard>
    </AuthFrame>
  );
}
