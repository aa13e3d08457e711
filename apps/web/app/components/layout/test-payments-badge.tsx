import { useTranslation } from "react-i18next";

/**
 * Shown in the header of every signed-in screen while payments go to the sandbox provider, so
 * nobody takes a "paid" order for real money (issue 19 §6); the sentence is read out and shown
 * on hover.
 */
export function TestPaymentsBadge() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="test-payments-banner"
      title={t("sandboxPay.bannerText")}
      className="shrink-0 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      {t("sandboxPay.banner")}
      <span className="sr-only">: {t("sandboxPay.bannerText")}</span>
    </p>
  );
}
