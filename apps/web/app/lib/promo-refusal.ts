import type { TFunction } from "i18next";

const REASONS = ["inactive", "expired", "used_up"];

/** Why a promo code cannot be used, from the price API's field code; anything else reads as "not valid". */
export function promoRefusalText(t: TFunction, reason: string): string {
  return REASONS.includes(reason) ? t(`accounts.promo.${reason}`) : t("wizard.order.promoInvalid");
}
