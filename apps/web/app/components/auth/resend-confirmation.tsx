import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorKey, formMessage, readApiError } from "../../lib/api-error";
import { useCall } from "../../lib/use-call";
import { plainTrpc } from "../../trpc/plain-client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

const resendCall = plainTrpc.account.resendConfirmation.mutate;

/**
 * "Send the confirmation again", shown wherever a missing confirmation locks someone out (sign-up's
 * "already registered", sign-in's "confirm first", the wrong-link page). With a known address it is
 * one button; without one it asks for the address. The server answers the same for any address,
 * and so does this: the message never says whether the address has an account.
 */
export function ResendConfirmation({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation();
  const resend = useCall(resendCall);
  const [email, setEmail] = useState(knownEmail ?? "");
  const [error, setError] = useState<{ field?: string; form?: string }>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === "") return setError({ field: t("errors.required") });
    setError({});
    resend.mutate(
      { email },
      {
        onError: (err) => {
          const info = readApiError(err);
          if (info.fields.email) return setError({ field: t(fieldErrorKey(info.fields.email)) });
          const m = formMessage(info);
          setError({ form: t(m.key, m.values) });
        },
      },
    );
  };

  if (resend.data) {
    return (
      <Alert tone="success" data-testid="resend-sent">
        {t("accounts.resend.sent", { email: resend.data.email })}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="resend-confirmation">
      <p className="text-sm text-slate-600">{t("accounts.resend.prompt")}</p>
      {error.form && <Alert tone="error">{error.form}</Alert>}
      {knownEmail === undefined && (
        <TextField
          label={t("accounts.resend.emailLabel")}
          name="resend-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error.field}
        />
      )}
      {knownEmail !== undefined && error.field && <Alert tone="error">{error.field}</Alert>}
      <Button
        type="submit"
        variant="secondary"
        className="w-full"
        loading={resend.isPending}
        data-testid="resend-submit"
      >
        {t("accounts.resend.button")}
      </Button>
    </form>
  );
}
