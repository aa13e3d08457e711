// Paid orders with their cards and a print action (issue 23), wherever a collection is opened:
// the wizard (printing in place through the existing print dialog), the classic editor and the
// list's orders popover (a link to the wizard's print view of the order, ?print=1, which opens the
// same dialog under the title "Print files", not the payment's success message). "Print"
// until an export holds the order's cards, then "Reprint".
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClasses, Button } from "../ui/button";
import { PrinterIcon } from "../ui/icons";
import { printOrderHref } from "../wizard/wizard-steps";
import { useListFormats } from "./use-list-formats";

export type PaidOrder = { id: number; createdAt: string; count: number; status: string; printed: boolean };

export const isPaidOrder = (o: { status: string }) => o.status === "paid" || o.status === "complete";

export function PrintOrderAction({
  collectionId,
  order,
  onPrint,
  busy,
  size = "sm",
}: {
  collectionId: number;
  order: PaidOrder;
  /** Prints in place; without it the action links to the order's save step. */
  onPrint?(orderId: number): void;
  busy?: boolean;
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  const label = t(order.printed ? "cardsPolish.paid.reprintLabel" : "cardsPolish.paid.printLabel", { id: order.id });
  const text = t(order.printed ? "cardsPolish.paid.reprint" : "cardsPolish.paid.print");
  const testId = order.printed ? "paid-order-reprint" : "paid-order-print";
  if (onPrint) {
    return (
      <Button
        size={size}
        variant={order.printed ? "secondary" : "primary"}
        onClick={() => onPrint(order.id)}
        loading={busy}
        aria-label={label}
        data-testid={testId}
      >
        <PrinterIcon className="size-4" />
        {text}
      </Button>
    );
  }
  return (
    <Link
      to={printOrderHref(collectionId, order.id)}
      aria-label={label}
      className={buttonClasses({ size, variant: order.printed ? "secondary" : "primary" })}
      data-testid={testId}
    >
      <PrinterIcon className="size-4" />
      {text}
    </Link>
  );
}

export function PaidOrdersPanel({
  collectionId,
  orders,
  onPrint,
  busyOrderId,
}: {
  collectionId: number;
  orders: readonly PaidOrder[];
  onPrint?(orderId: number): void;
  busyOrderId?: number | null;
}) {
  const { t } = useTranslation();
  const formats = useListFormats();
  const paid = orders.filter(isPaidOrder);
  if (paid.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-white p-4"
      aria-labelledby="paid-orders-title"
      data-testid="paid-orders"
    >
      <h2 id="paid-orders-title" className="text-sm font-semibold text-slate-900">
        {t("cardsPolish.paid.title")}
      </h2>
      <ul className="divide-y divide-slate-100">
        {paid.map((o) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm"
            data-testid="paid-order"
            data-order-id={o.id}
          >
            <span className="min-w-0 flex-1 text-slate-700">
              {t("cardsPolish.paid.order", { id: o.id, date: formats.dateTime(o.createdAt) })}
              <span className="text-slate-500"> · </span>
              {t("cardsPolish.paid.cards", { count: o.count })}
              <span className="text-slate-500"> · </span>
              <span className={o.printed ? "text-emerald-700" : "text-amber-700"}>
                {t(o.printed ? "cardsPolish.paid.printed" : "cardsPolish.paid.notPrinted")}
              </span>
            </span>
            <PrintOrderAction collectionId={collectionId} order={o} onPrint={onPrint} busy={busyOrderId === o.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
