// The payments table (spec 2 "Admin payments"): rows whose status is neither success nor pending
// are highlighted as failed, each status with its own label; a payment an admin must act on
// (refund, check the amount) says so under its label; a pending payment offers "Mark paid".
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { AlertCircleIcon } from "../ui/icons";
import { Table, type TableColumn } from "../ui/table";
import type { AdminPayment } from "./admin-api";
import { Badge } from "./badge";
import { describePayment } from "./payment-description";
import { canMarkPaid, describePaymentStatus, paymentTone } from "./payment-status";
import { useAdminFormats } from "./use-admin-formats";

export function PaymentsTable({
  payments,
  busy,
  empty,
  onMarkPaid,
}: {
  payments: readonly AdminPayment[];
  busy: boolean;
  empty: string;
  onMarkPaid(payment: AdminPayment): void;
}) {
  const { t } = useTranslation();
  const f = useAdminFormats();

  const columns: TableColumn<AdminPayment>[] = [
    {
      id: "date",
      header: t("admin.payments.columns.date"),
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (p) => f.dateTime(p.createdAt),
    },
    {
      id: "user",
      header: t("admin.payments.columns.user"),
      cell: (p) => <span className="break-words">{p.user?.email ?? t("admin.payments.deletedAccount")}</span>,
    },
    {
      id: "description",
      header: t("admin.payments.columns.description"),
      className: "min-w-48",
      cell: (p) => describePayment(p.description, t),
    },
    {
      id: "amount",
      header: t("admin.payments.columns.amount"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (p) => f.roubles(p.amount),
    },
    {
      id: "status",
      header: t("admin.payments.columns.status"),
      className: "whitespace-nowrap",
      cell: (p) => {
        const view = describePaymentStatus(p, t, f.roubles);
        return (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone={view.badge} data-testid="payment-status">
              {view.label}
            </Badge>
            {/* A value without a label of its own is shown as stored, so it still says why. */}
            {view.raw !== undefined && <span className="text-xs text-red-700">{view.raw}</span>}
            {view.attentionText && (
              <span
                className="flex max-w-56 items-start gap-1 text-xs font-semibold whitespace-normal text-red-800"
                data-testid="payment-attention"
              >
                <AlertCircleIcon className="mt-px size-3.5 shrink-0" />
                {view.attentionText}
              </span>
            )}
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
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("admin.payments.markPaidOf", { id: p.id })}
            onClick={() => onMarkPaid(p)}
            data-testid="mark-paid"
          >
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
          "data-attention": describePaymentStatus(p, t, f.roubles).attention,
          className: cn(
            tone === "failed" && "bg-red-50/70 hover:bg-red-50 [&>th]:shadow-[inset_3px_0_0_var(--color-red-400)]",
          ),
        };
      }}
      empty={empty}
      busy={busy}
      data-testid="payments-table"
    />
  );
}
