// The payments table (spec 2 "Admin payments"): rows whose status is neither success nor pending
// are highlighted as failed; a pending payment offers "Mark paid".
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Table, type TableColumn } from "../ui/table";
import type { AdminPayment } from "./admin-api";
import { Badge, type BadgeTone } from "./badge";
import { canMarkPaid, paymentTone, type PaymentTone } from "./payment-status";
import { useAdminFormats } from "./use-admin-formats";

const badgeTone: Record<PaymentTone, BadgeTone> = { success: "success", pending: "warning", failed: "danger" };

export function PaymentsTable({ payments, busy, empty, onMarkPaid }: {
  payments: readonly AdminPayment[];
  busy: boolean;
  empty: string;
  onMarkPaid(payment: AdminPayment): void;
}) {
  const { t } = useTranslation();
  const f = useAdminFormats();

  const columns: TableColumn<AdminPayment>[] = [
    { id: "date", header: t("admin.payments.columns.date"), rowHeader: true, className: "whitespace-nowrap", cell: (p) => f.dateTime(p.createdAt) },
    { id: "user", header: t("admin.payments.columns.user"), cell: (p) => <span className="break-words">{p.user?.email ?? t("admin.payments.deletedAccount")}</span> },
    { id: "description", header: t("admin.payments.columns.description"), className: "min-w-48", cell: (p) => p.description },
    { id: "amount", header: t("admin.payments.columns.amount"), align: "right", className: "whitespace-nowrap tabular-nums", cell: (p) => f.roubles(p.amount) },
    {
      id: "status",
      header: t("admin.payments.columns.status"),
      className: "whitespace-nowrap",
      cell: (p) => {
        const tone = paymentTone(p.status);
        return (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone={badgeTone[tone]} data-testid="payment-status">
              {t(`admin.payments.statuses.${tone}`)}
            </Badge>
            {/* The stored value of a failed payment (cancelled, expired, …) says why. */}
            {tone === "failed" && <span className="text-xs text-red-700">{p.status}</span>}
          </span>
        );
      },
    },
    {
      id: "actions",
      header: t("admin.payments.columns.actions"),
      hideHeader: true,
      align: "right",
      cell: (p) =>
        canMarkPaid(p.status) ? (
          <Button size="sm" variant="secondary" aria-label={t("admin.payments.markPaidOf", { id: p.id })} onClick={() => onMarkPaid(p)} data-testid="mark-paid">
            {t("admin.payments.markPaid")}
          </Button>
        ) : null,
    },
  ];

  return (
    <Table
      caption={t("admin.payments.caption")}
      captionHidden
      columns={columns}
      rows={payments}
      rowKey={(p) => p.id}
      rowProps={(p) => {
        const tone = paymentTone(p.status);
        return {
          "data-testid": `payment-row-${p.id}`,
          "data-status": tone,
          className: cn(tone === "failed" && "bg-red-50/70 hover:bg-red-50 [&>th]:shadow-[inset_3px_0_0_var(--color-red-400)]"),
        };
      }}
      empty={empty}
      busy={busy}
      data-testid="payments-table"
    />
  );
}
