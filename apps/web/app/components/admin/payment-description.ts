// Payment descriptions are stored in English (they go to the provider as they are, see
// core/orders/buy-cards.ts). The admin list shows the known forms in the interface language and
// any other text as stored, so nothing is hidden.
import type { TFunction } from "i18next";

const CARDS = /^AR cards × (\d+)(?: \(collection (\d+)\))?$/;

export function describePayment(description: string, t: TFunction): string {
  const m = CARDS.exec(description.trim());
  if (!m) return description;
  const count = Number(m[1]);
  return m[2] === undefined
    ? t("adminTools.payments.cards", { count })
    : t("adminTools.payments.cardsOfCollection", { count, collection: m[2] });
}
