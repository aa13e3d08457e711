import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { TextField } from "../ui/text-field";
import { useTextForm } from "../ui/use-form-errors";

const EMPTY = { currentPassword: "", password: "" };

/** Current password required; the answer carries this browser's new session (all others end). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = trpc.account.changePassword.useMutation();
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
      data-testid="change-password-form"
    >
      <FormError error={form.errors.form} />
      {change.isSuccess && (
        <Alert tone="success" data-testid="password-changed">
          {t("accounts.settings.passwordChanged")}
        </Alert>
      )}
      <TextField
        label={t("accounts.settings.currentPassword")}
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <TextField
        label={t("accounts.settings.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        {...form.field("password")}
      />
      <Button type="submit" className="self-start" loading={change.isPending} data-testid="change-password-submit">
        {t("accounts.settings.savePassword")}
      </Button>
    </form>
  );
}
