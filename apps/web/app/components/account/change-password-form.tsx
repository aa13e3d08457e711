import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { TextField } from "../ui/text-field";
import { AccountForm } from "./account-form";

const EMPTY = { currentPassword: "", password: "" };

/** Current password required; the answer carries this browser's new session (all others end). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = trpc.account.changePassword.useMutation();
  return (
    <AccountForm
      empty={EMPTY}
      mutation={change}
      testId="change-password"
      submitLabel={t("accounts.settings.savePassword")}
      done={
        change.isSuccess && (
          <Alert tone="success" data-testid="password-changed">
            {t("accounts.settings.passwordChanged")}
          </Alert>
        )
      }
    >
      {(field) => (
        <>
          <TextField
            label={t("accounts.settings.currentPassword")}
            type="password"
            autoComplete="current-password"
            {...field("currentPassword")}
          />
          <TextField
            label={t("accounts.settings.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("auth.passwordHint")}
            {...field("password")}
          />
        </>
      )}
    </AccountForm>
  );
}
