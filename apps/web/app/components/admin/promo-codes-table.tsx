// The promo codes table (issue 23): code, discount (percent or "1 234 ₽"), expiry, uses against
// the limit, and the state the price API would answer (active, switched off, expired, used up).
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../ui/button";
import { PencilIcon } from "../ui/icons";
import { Table, type TableColumn } from "../ui/table";
import { Badge, type BadgeTone } from "./badge";
import { promoState, type PromoCodeRow, type PromoState } from "./promo-form";
import { useAdminFormats } from "./use-admin-formats";

const iconButton = buttonClasses({ variant: "ghost", size: "sm", className: "size-8 px-0 text-slate-500" });
const STATE_TONES: Record<PromoState, BadgeTone> = {
  active: "success",
  inactive: "neutral",
  expired: "warning",
  usedUp: "danger",
};

export function PromoCodesTable({
  codes,
  now,
  empty,
  onEdit,
}: {
  codes: readonly PromoCodeRow[];
  now: Date;
  empty: string;
  onEdit(code: PromoCodeRow): void;
}) {
  const { t } = useTranslation();
  const f = useAdminFormats();
  const columns: TableColumn<PromoCodeRow>[] = [
    {
      id: "code",
      header: t("adminTools.promo.columns.code"),
      rowHeader: true,
      cell: (c) => <span className="font-mono font-medium text-slate-900">{c.code}</span>,
    },
    {
      id: "discount",
      header: t("adminTools.promo.columns.discount"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (c) =>
        c.kind === "amount" ? f.roubles(c.amountOff) : t("adminTools.promo.percent", { value: f.number(c.percentOff) }),
    },
    {
      id: "expires",
      header: t("adminTools.promo.columns.expires"),
      className: "whitespace-nowrap",
      cell: (c) => (c.expiresAt ? f.shortDate(c.expiresAt) : t("adminTools.promo.never")),
    },
    {
      id: "uses",
      header: t("adminTools.promo.columns.uses"),
      className: "whitespace-nowrap tabular-nums",
      cell: (c) => (
        <span data-testid="promo-uses">
          {c.usageLimit === null
            ? t("adminTools.promo.usesUnlimited", { used: c.usedCount })
            : t("adminTools.promo.usesOf", { used: c.usedCount, limit: c.usageLimit })}
        </span>
      ),
    },
    {
      id: "state",
      header: t("adminTools.promo.columns.state"),
      cell: (c) => {
        const state = promoState(c, now);
        return (
          <Badge tone={STATE_TONES[state]} data-testid="promo-state">
            {t(`adminTools.promo.states.${state}`)}
          </Badge>
        );
      },
    },
    {
      id: "actions",
      header: t("adminTools.promo.columns.actions"),
      hideHeader: true,
      align: "right",
      cell: (c) => (
        <button
          type="button"
          className={iconButton}
          aria-label={t("adminTools.promo.edit", { code: c.code })}
          title={t("adminTools.promo.edit", { code: c.code })}
          onClick={() => onEdit(c)}
          data-testid="edit-promo"
        >
          <PencilIcon className="size-4" />
        </button>
      ),
    },
  ];
  return (
    <Table
      caption={t("adminTools.promo.caption")}
      captionHidden
      columns={columns}
      rows={codes}
      rowKey={(c) => c.code}
      rowProps={(c) => ({ "data-testid": `promo-row-${c.code}` })}
      empty={empty}
      data-testid="promo-table"
    />
  );
}
