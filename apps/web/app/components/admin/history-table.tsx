// The audit log as a table: when, who, which action on what, and what changed (audit-changes.ts
// turns the stored JSON into lines; passwords only ever read "set" or "changed").
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../lib/format-price";
import { Table, type TableColumn } from "../ui/table";
import { isFeatureId } from "./account-form";
import type { AuditEntry } from "./admin-api";
import { describeChanges, type ChangeFormat } from "./audit-changes";
import { paymentStatusLabel } from "./payment-status";
import { useAdminFormats } from "./use-admin-formats";

const KNOWN_TARGETS = ["User", "Payment"];

export function useTargetLabel() {
  const { t } = useTranslation();
  return (targetType: string, targetId: number | null) => {
    if (targetType === "promoCode") return t("adminTools.history.target");
    if (targetId === null) return targetType;
    return KNOWN_TARGETS.includes(targetType)
      ? t(`admin.history.targets.${targetType}`, { id: targetId })
      : `${targetType} #${targetId}`;
  };
}

export function HistoryTable({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  // Actions and fields the interface has no text for (added on the server later) show as stored.
  // The promo code and pack entries (issue 23) have their texts in the admin tools section.
  const textOr = (key: string, stored: string) => {
    const extra = key.replace(/^admin\.history\./, "adminTools.history.");
    return i18n.exists(key) ? t(key) : i18n.exists(extra) ? t(extra) : stored;
  };
  const f = useAdminFormats();
  const targetLabel = useTargetLabel();
  const fmt: ChangeFormat = {
    yes: t("admin.history.yes"),
    no: t("admin.history.no"),
    empty: t("admin.history.emptyValue"),
    passwordSet: t("admin.history.passwordSet"),
    passwordChanged: t("admin.history.passwordChanged"),
    label: (field, value) => {
      if (field === "features" && isFeatureId(value)) return t(`admin.features.${value}`);
      if (field === "status") return paymentStatusLabel(value, t);
      // A promo code's expiry is logged as an instant; the admin set a day.
      if (field === "expiresAt") return f.shortDate(value);
      return undefined;
    },
    // Promo amounts are logged in kopecks and shown as every price is ("1 234,50 ₽").
    number: (field, value) => (field === "amountOffKopecks" ? formatPrice(value, i18n.language) : undefined),
  };

  const columns: TableColumn<AuditEntry>[] = [
    {
      id: "when",
      header: t("admin.history.columns.when"),
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (e) => f.dateTime(e.createdAt),
    },
    {
      id: "who",
      header: t("admin.history.columns.who"),
      cell: (e) => <span className="break-words">{e.actorEmail}</span>,
    },
    {
      id: "action",
      header: t("admin.history.columns.action"),
      cell: (e) => textOr(`admin.history.actions.${e.action}`, e.action),
    },
    {
      id: "target",
      header: t("admin.history.columns.target"),
      className: "whitespace-nowrap",
      cell: (e) =>
        e.targetId === null ? (
          targetLabel(e.targetType, null)
        ) : (
          // Narrows the log to this record's history.
          <Link
            to={`/admin/history?targetType=${encodeURIComponent(e.targetType)}&targetId=${e.targetId}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {targetLabel(e.targetType, e.targetId)}
          </Link>
        ),
    },
    {
      id: "changes",
      header: t("admin.history.columns.changes"),
      className: "min-w-64",
      cell: (e) => {
        const lines = describeChanges(e.changes, fmt);
        if (lines.length === 0) return <span className="text-slate-500">{t("admin.history.noChanges")}</span>;
        return (
          <ul className="flex flex-col gap-0.5" data-testid="audit-changes">
            {lines.map((line) => (
              <li key={line.field} className="break-words">
                <span className="font-medium text-slate-900">
                  {textOr(`admin.history.fields.${line.field}`, line.field)}:
                </span>{" "}
                {line.from !== undefined && (
                  <>
                    <span className="text-slate-500 line-through decoration-slate-300">{line.from}</span>{" "}
                    <span aria-hidden="true">→</span>{" "}
                  </>
                )}
                <span>{line.to}</span>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <Table
      caption={t("admin.history.caption")}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      rowProps={() => ({ "data-testid": "audit-row" })}
      empty={t("admin.history.empty")}
      busy={busy}
      data-testid="history-table"
    />
  );
}
