import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { ChangeEmailForm } from "../components/account/change-email-form";
import { ChangePasswordForm } from "../components/account/change-password-form";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { metaTitle } from "../lib/meta-title";
import { useRootData } from "../lib/use-root-data";

export const handle = { titleKey: "accounts.settings.title" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.accounts.settings.title);

/** Account settings, opened from the user menu: password and e-mail. */
export default function AccountSettings() {
  const { t } = useTranslation();
  const { user } = useRootData();
  if (!user) return null;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("accounts.settings.title")}</h1>
      <Card>
        <CardHeader title={t("accounts.settings.passwordTitle")} />
        <CardBody>
          <ChangePasswordForm />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t("accounts.settings.emailTitle")} />
        <CardBody>
          <ChangeEmailForm email={user.email} />
        </CardBody>
      </Card>
    </div>
  );
}
