// The collection's previous orders on the order step: an unpaid one can be paid again (count and
// promo refilled, spec 4), a paid or complete one opens the save step for its cards.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { orderStatusKey } from "../collections/list-model";
import { useListFormats } from "../collections/use-list-formats";
import { Button } from "../ui/button";
import type { Collection } from "./wizard-api";
import { isPaidStatus } from "./wizard-steps";

export function PreviousOrders({
  orders,
  chosenId,
  onPay,
  onSave,
}: {
  orders: Collection["orders"];
  chosenId: number | null;
  onPay(orderId: number): void;
  onSave(orderId: number): void;
}) {
  const { t } = useTranslation();
  const formats = useListFormats();
  if (orders.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="previous-orders">
      <h3 className="text-sm font-semibold text-slate-900">{t("wizard.order.previous")}</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {orders.map((o) => {
          const statusKey = orderStatusKey(o.status);
          const unpaid = o.status === "waitForPayment";
          return (
            <li
              key={o.id}
              className={cn(
                "flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm",
                chosenId === o.id && "bg-brand-50",
              )}
              data-testid="previous-order"
            >
              <span className="min-w-0 flex-1 text-slate-700">
                {t("wizard.order.orderLine", { id: o.id, date: formats.dateTime(o.createdAt) })}
                <span className="text-slate-500"> · </span>
                {t("wizard.order.cards", { count: o.count })}
              </span>
              <span
                className={cn(
                  "whitespace-nowrap",
                  unpaid ? "text-amber-700" : isPaidStatus(o.status) ? "text-emerald-700" : "text-slate-500",
                )}
              >
                {statusKey ? t(statusKey) : t("wizard.order.statusOther")}
              </span>
              {unpaid && chosenId !== o.id && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onPay(o.id)}
                  aria-label={t("wizard.order.chooseOrder", { id: o.id })}
                  data-testid="previous-order-pay"
                >
                  {t("wizard.order.choose")}
                </Button>
              )}
              {isPaidStatus(o.status) && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onSave(o.id)}
                  aria-label={t("wizard.order.toSaveOrder", { id: o.id })}
                  data-testid="previous-order-save"
                >
                  {t("wizard.order.toSave")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
