// The accounts table (spec 2 "Admin accounts", spec 3: the user's fields plus createdCards and
// filledCards) with per-row edit and delete.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { buttonClasses } from "../ui/button";
import { PencilIcon } from "../ui/icons";
import { Table, type TableColumn } from "../ui/table";
import { isFeatureId } from "./account-form";
import type { AdminAccount } from "./admin-api";
import { TrashIcon } from "./admin-icons";
import { Badge } from "./badge";
import { useAdminFormats } from "./use-admin-formats";

const iconButton = buttonClasses({ variant: "ghost", size: "sm", className: "size-8 px-0 text-slate-500" });

export function AccountsTable({
  accounts,
  selfId,
  busy,
  empty,
  onEdit,
  onDelete,
}: {
  accounts: readonly AdminAccount[];
  /** The signed-in admin, marked "You" in the list. */
  selfId: number;
  busy: boolean;
  empty: string;
  onEdit(account: AdminAccount): void;
  onDelete(account: AdminAccount): void;
}) {
  const { t } = useTranslation();
  const f = useAdminFormats();
  const none = <span className="text-slate-500">{t("admin.accounts.none")}</span>;

  const columns: TableColumn<AdminAccount>[] = [
    {
      id: "user",
      header: t("admin.accounts.columns.user"),
      rowHeader: true,
      className: "min-w-56",
      cell: (a) => (
        <div className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="font-medium text-slate-900">{a.name}</span>
            {a.isAdmin && (
              <Badge tone="brand" data-testid="admin-badge">
                {t("admin.accounts.adminBadge")}
              </Badge>
            )}
            {a.id === selfId && <Badge>{t("admin.accounts.you")}</Badge>}
          </span>
          <span className="break-words text-slate-500">{a.email}</span>
          {!a.emailConfirmed && <span className="text-xs text-amber-700">{t("admin.accounts.unconfirmed")}</span>}
        </div>
      ),
    },
    {
      id: "features",
      header: t("admin.accounts.columns.features"),
      className: "min-w-40",
      cell: (a) =>
        a.features.length === 0 ? (
          none
        ) : (
          <span className="flex flex-wrap gap-1">
            {a.features.map((id) => (
              <Badge key={id} title={id}>
                {isFeatureId(id) ? t(`admin.features.${id}`) : id}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      id: "balance",
      header: t("admin.accounts.columns.balance"),
      align: "right",
      className: "tabular-nums",
      cell: (a) => f.number(a.cardsBalance),
    },
    {
      id: "domain",
      header: t("admin.accounts.columns.domain"),
      cell: (a) => (a.customDomain ? <DomainName domain={a.customDomain} /> : none),
    },
    {
      id: "createdCards",
      header: t("admin.accounts.columns.createdCards"),
      align: "right",
      className: "tabular-nums",
      cell: (a) => f.number(a.createdCards),
    },
    {
      id: "filledCards",
      header: t("admin.accounts.columns.filledCards"),
      align: "right",
      className: "tabular-nums",
      cell: (a) => f.number(a.filledCards),
    },
    {
      id: "createdAt",
      header: t("admin.accounts.columns.createdAt"),
      className: "whitespace-nowrap",
      cell: (a) => f.shortDate(a.createdAt),
    },
    {
      id: "actions",
      header: t("admin.accounts.columns.actions"),
      hideHeader: true,
      align: "right",
      cell: (a) => (
        <span className="flex justify-end gap-0.5">
          <button
            type="button"
            className={iconButton}
            aria-label={t("admin.accounts.edit", { name: a.name })}
            title={t("admin.accounts.edit", { name: a.name })}
            onClick={() => onEdit(a)}
            data-testid="edit-account"
          >
            <PencilIcon className="size-4" />
          </button>
          {/* The server refuses to delete the admin's own account: the button says so instead of
              offering it. aria-disabled (not disabled) keeps it focusable, so the reason is read. */}
          <button
            type="button"
            className={cn(
              iconButton,
              a.id === selfId ? "cursor-not-allowed opacity-40" : "hover:bg-red-50 hover:text-red-600",
            )}
            aria-label={
              a.id === selfId ? t("adminTools.accounts.cannotDeleteSelf") : t("admin.accounts.delete", { name: a.name })
            }
            title={
              a.id === selfId ? t("adminTools.accounts.cannotDeleteSelf") : t("admin.accounts.delete", { name: a.name })
            }
            aria-disabled={a.id === selfId || undefined}
            onClick={() => a.id !== selfId && onDelete(a)}
            data-testid="delete-account"
          >
            <TrashIcon className="size-4" />
          </button>
        </span>
      ),
    },
  ];

  return (
    <Table
      caption={t("admin.accounts.caption")}
      captionHidden
      columns={columns}
      rows={accounts}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ "data-testid": "account-row", "data-email": a.email })}
      empty={empty}
      busy={busy}
      data-testid="accounts-table"
    />
  );
}

/** A domain that may wrap after its dots (not inside a label), so a long one does not widen the table. */
function DomainName({ domain }: { domain: string }) {
  const labels = domain.split(".");
  return (
    <span>
      {labels.map((label, i) => (
        <span key={i}>
          {label}
          {i < labels.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </span>
      ))}
    </span>
  );
}
