import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { TextField } from "../ui/text-field";
import { useTextForm } from "../ui/use-form-errors";

const EMPTY = { email: "", currentPassword: "" };

/** The new address gets a link; the account keeps the old one until the link is opened. */
export function ChangeEmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = trpc.account.changeEmail.useMutation();
  const form = useTextForm(EMPTY);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    change.mutate(form.values, {
      onSuccess: () => form.setValues(EMPTY),
      onError: form.failCall,
    });
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="change-email-form"
    >
      <p className="text-sm text-slate-600">{t("accounts.settings.emailIntro", { email })}</p>
      <FormError error={form.errors.form} />
      {change.data && (
        <Alert tone="success" data-testid="email-link-sent">
          {t("accounts.settings.emailSent", { email: change.data.email })}
        </Alert>
      )}
      <TextField
        label={t("accounts.settings.newEmail")}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field("email")}
      />
      <TextField
        label={t("accounts.settings.currentPassword")}
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <Button type="submit" className="self-start" loading={change.isPending} data-testid="change-email-submit">
        {t("accounts.settings.saveEmail")}
      </Button>
    </form>
  );
}
