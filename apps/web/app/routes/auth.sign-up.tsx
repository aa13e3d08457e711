import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { MailIcon } from "../components/ui/icons";
import { TextField } from "../components/ui/text-field";
import { isLng } from "../i18n/languages";
import { fieldErrorKey, noErrors, requiredErrors, toFormErrors, type FormErrors } from "../lib/api-error";
import { metaTitle } from "../lib/meta-title";
import { useAccountData } from "../lib/use-account-data";
import { useCall } from "../lib/use-call";
import { useFocusInvalid } from "../lib/use-focus-invalid";
import { useRootData } from "../lib/use-root-data";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.signUpTitle);

const registerCall = plainTrpc.account.register.mutate;

type Field = "name" | "email" | "password";
const FIELDS: readonly Field[] = ["name", "email", "password"];
const linkClasses = "font-medium text-brand-600 underline-offset-2 hover:underline";

export default function SignUp() {
  const { t, i18n } = useTranslation();
  const { config } = useRootData();
  const formRef = useRef<HTMLFormElement>(null);
  const account = useAccountData();
  const register = useCall(registerCall);
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", password: "" });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  // Changes on each failed attempt only: clearing a field's error while typing must not move focus.
  const [attempt, setAttempt] = useState({});
  useFocusInvalid(formRef, attempt);
  const fail = (next: FormErrors<Field>) => {
    setErrors(next);
    setAttempt({});
  };

  if (register.data) return <Registered email={register.data.email} />;
  if (account.data && !account.data.registerAllowed) return <RegistrationClosed />;

  const set = (name: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    if (errors.fields[name]) setErrors((er) => ({ ...er, fields: { ...er.fields, [name]: undefined } }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return;
    const missing = requiredErrors(values);
    if (Object.keys(missing).length > 0) return fail({ fields: missing });
    setErrors(noErrors);
    // The confirmation mail is written in the language the user is reading now.
    const locale = isLng(i18n.language) ? i18n.language : "ru";
    register.mutate({ ...values, locale }, { onError: (err) => fail(toFormErrors(err, FIELDS)) });
  };

  const fieldError = (name: Field) => {
    const code = errors.fields[name];
    return code ? t(fieldErrorKey(code)) : undefined;
  };

  return (
    <AuthFrame>
      <AuthCard title={t("auth.signUpTitle")} subtitle={t("auth.signUpSubtitle")}>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="sign-up-form">
          {errors.form && (
            <Alert tone="error" data-testid="form-error">
              {t(errors.form.key, errors.form.values)}
            </Alert>
          )}
          <TextField label={t("auth.name")} name="name" autoComplete="name" value={values.name} onChange={set("name")} error={fieldError("name")} />
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set("email")}
            error={fieldError("email")}
          />
          <TextField
            label={t("auth.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t("auth.passwordHint")}
            value={values.password}
            onChange={set("password")}
            error={fieldError("password")}
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
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={!agreed} loading={register.isPending} data-testid="sign-up-submit">
            {t("auth.signUp")}
          </Button>
        </form>
      </AuthCard>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.haveAccount")}{" "}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline" data-testid="to-login">
          {t("auth.toLogin")}
        </Link>
      </p>
    </AuthFrame>
  );
}

function Registered({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthFrame>
      <section data-testid="registered" className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-8">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <MailIcon className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{t("auth.registeredTitle")}</h1>
        <p className="mt-3 text-sm leading-6 text-slate-600">{t("auth.registeredText", { email })}</p>
        <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
          {t("auth.backToLogin")}
        </Link>
      </section>
    </AuthFrame>
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
