// Previous orders of one collection (platform spec 2): date, count and status in a popover; an
// unpaid order links to the v2 wizard at its order step.
import * as Popover from "@radix-ui/react-popover";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import type { CollectionOrder } from "./collections-api";
import { ReceiptIcon } from "../ui/icons";
import { isUnpaid, orderHref, orderStatusKey } from "./list-model";
import { isPaidOrder, PrintOrderAction } from "./paid-orders";
import type { ListFormats } from "./use-list-formats";

export function OrdersPopover({
  collectionId,
  orders,
  formats,
}: {
  collectionId: number;
  orders: CollectionOrder[];
  formats: ListFormats;
}) {
  const { t } = useTranslation();
  const label =
    orders.length > 0 ? t("collections.orders.buttonCount", { count: orders.length }) : t("collections.orders.button");
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        title={label}
        data-testid="collection-orders"
        className="relative grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100"
      >
        <ReceiptIcon className="size-4" />
        {orders.length > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-brand-600 px-1 text-[10px] leading-4 font-semibold text-white"
          >
            {orders.length}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          data-testid="collection-orders-popover"
          className="menu-content z-50 w-96 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          <p className="mb-2 text-sm font-semibold text-slate-900">{t("collections.orders.button")}</p>
          {orders.length === 0 ? (
            <p className="text-sm text-slate-500">{t("collections.orders.empty")}</p>
          ) : (
            <div className="max-h-72 overflow-y-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t("collections.orders.date")}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      {t("collections.orders.count")}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t("collections.orders.status")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => {
                    const statusKey = orderStatusKey(o.status);
                    const date = formats.dateTime(o.createdAt);
                    return (
                      <tr key={o.id} className="border-t border-slate-100" data-testid="collection-order">
                        <td className="py-1.5 pr-2 whitespace-nowrap text-slate-700">{date}</td>
                        <td className="py-1.5 pr-2 text-right text-slate-700 tabular-nums">
                          {formats.number(o.count)}
                        </td>
                        <td
                          className={cn(
                            "py-1.5 whitespace-nowrap",
                            isUnpaid(o.status) ? "text-amber-700" : "text-slate-700",
                          )}
                        >
                          {statusKey ? t(statusKey) : o.status}
                          {isUnpaid(o.status) && (
                            <Link
                              to={orderHref(collectionId, o.id)}
                              aria-label={t("collections.orders.payOrder", { date })}
                              data-testid="collection-order-pay"
                              className="block font-medium text-brand-600 underline-offset-2 hover:underline"
                            >
                              {t("collections.orders.pay")}
                            </Link>
                          )}
                          {isPaidOrder(o) && (
                            <span className="mt-1 block">
                              <PrintOrderAction collectionId={collectionId} order={o} />
                            </span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
