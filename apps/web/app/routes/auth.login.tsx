import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard, AuthFrame } from "../components/auth/auth-frame";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { GoogleIcon } from "../components/ui/icons";
import { TextField } from "../components/ui/text-field";
import { fieldErrorKey, noErrors, requiredErrors, toFormErrors, type FormErrors } from "../lib/api-error";
import { metaTitle } from "../lib/meta-title";
import { useAccountData } from "../lib/use-account-data";
import { useCall } from "../lib/use-call";
import { useFocusInvalid } from "../lib/use-focus-invalid";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.loginTitle);

const loginCall = plainTrpc.account.login.mutate;

type Field = "email" | "password";
const FIELDS: readonly Field[] = ["email", "password"];

export default function Login() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const account = useAccountData();
  const login = useCall(loginCall);
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  // Changes on each failed attempt only: clearing a field's error while typing must not move focus.
  const [attempt, setAttempt] = useState({});
  useFocusInvalid(formRef, attempt);
  const fail = (next: FormErrors<Field>) => {
    setErrors(next);
    setAttempt({});
  };

  const set = (name: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    if (errors.fields[name]) setErrors((er) => ({ ...er, fields: { ...er.fields, [name]: undefined } }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing = requiredErrors(values);
    if (Object.keys(missing).length > 0) return fail({ fields: missing });
    setErrors(noErrors);
    login.mutate(values, {
      // A full load, so the root loader reads the new session cookie and the shell appears.
      onSuccess: () => window.location.assign("/"),
      onError: (err) => fail(toFormErrors(err, FIELDS)),
    });
  };

  const fieldError = (name: Field) => {
    const code = errors.fields[name];
    return code ? t(fieldErrorKey(code)) : undefined;
  };
  const registerAllowed = account.data?.registerAllowed === true;

  return (
    <AuthFrame>
      <AuthCard title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="login-form">
          {errors.form && (
            <Alert tone="error" data-testid="form-error">
              {t(errors.form.key, errors.form.values)}
            </Alert>
          )}
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
            autoComplete="current-password"
            value={values.password}
            onChange={set("password")}
            error={fieldError("password")}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" loading={login.isPending || login.isSuccess} data-testid="login-submit">
            {t("auth.signIn")}
          </Button>
        </form>

        {registerAllowed && account.data?.googleSignIn && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              {t("auth.or")}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            {/* A resource route that redirects to Google: a document navigation, not a client one. */}
            <a href="/auth/google-start" className={buttonClasses({ variant: "secondary", size: "lg", className: "w-full" })} data-testid="google-sign-in">
              <GoogleIcon className="size-[18px]" />
              {t("auth.withGoogle")}
            </a>
          </>
        )}
      </AuthCard>

      {registerAllowed && (
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("auth.noAccount")}{" "}
          <Link to="/auth/sign-up" className="font-medium text-brand-600 hover:text-brand-700 hover:underline" data-testid="to-sign-up">
            {t("auth.toSignUp")}
          </Link>
        </p>
      )}
    </AuthFrame>
  );
}
