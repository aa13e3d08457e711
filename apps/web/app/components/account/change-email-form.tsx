import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { TextField } from "../ui/text-field";
import { AccountForm } from "./account-form";

const EMPTY = { email: "", currentPassword: "" };

/** The new address gets a link; the account keeps the old one until the link is opened. */
export function ChangeEmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = trpc.account.changeEmail.useMutation();
  return (
    <AccountForm
      empty={EMPTY}
      mutation={change}
      testId="change-email"
      submitLabel={t("accounts.settings.saveEmail")}
      intro={<p className="text-sm text-slate-600">{t("accounts.settings.emailIntro", { email })}</p>}
      done={
        change.data && (
          <Alert tone="success" data-testid="email-link-sent">
            {t("accounts.settings.emailSent", { email: change.data.email })}
          </Alert>
        )
      }
    >
      {(field) => (
        <>
          <TextField
            label={t("accounts.settings.newEmail")}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field("email")}
          />
          <TextField
            label={t("accounts.settings.currentPassword")}
            type="password"
            autoComplete="current-password"
            {...field("currentPassword")}
          />
        </>
      )}
    </AccountForm>
  );
}
