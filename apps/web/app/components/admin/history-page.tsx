// The audit log of admin actions (beyond the spec): who created, edited or deleted an account and
// who marked a payment paid, newest first. Filters (a kind of record, or one record) live in the
// query string, so the accounts table can link to one account's history.
import { Link, useSearchParams } from "@remix-run/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { buttonClasses } from "../ui/button";
import { ArrowLeftIcon } from "../ui/icons";
import { inputClasses } from "../ui/text-field";
import { LoadedList } from "./admin-list";
import { AdminPageHeader } from "./admin-page-header";
import { HistoryTable, useTargetLabel } from "./history-table";
import { readId, withParams } from "./search-params";

const FILTERS = ["all", "User", "Payment", "promoCode"] as const;
type Filter = (typeof FILTERS)[number];

export function HistoryPage() {
  const { t } = useTranslation();
  const filterId = useId();
  const targetLabel = useTargetLabel();
  const [params, setParams] = useSearchParams();
  const rawType = params.get("targetType") ?? "";
  const filter: Filter = (FILTERS as readonly string[]).includes(rawType) ? (rawType as Filter) : "all";
  const targetType = filter === "all" ? undefined : filter;
  // One record's history only makes sense within its kind.
  const targetId = targetType ? readId(params, "targetId") : undefined;

  const log = trpc.admin.audit.useQuery(
    { ...(targetType ? { targetType } : {}), ...(targetId ? { targetId } : {}) },
    { placeholderData: keepPreviousData },
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t("admin.history.title")}
        intro={t("admin.history.intro")}
        actions={
          <Link to="/admin/accounts" className={buttonClasses({ variant: "secondary" })}>
            <ArrowLeftIcon className="size-4" />
            {t("admin.history.back")}
          </Link>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          {t("admin.history.filter")}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(e) =>
            setParams(
              (prev) =>
                withParams(prev, {
                  targetType: e.target.value === "all" ? undefined : e.target.value,
                  targetId: undefined,
                }),
              { replace: true },
            )
          }
          className={cn(inputClasses, "w-auto pr-8")}
          data-testid="history-filter"
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {f === "promoCode" ? t("adminTools.history.filter") : t(`admin.history.filters.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {targetType && targetId && (
        <Alert tone="info">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {t("admin.history.forTarget", { target: targetLabel(targetType, targetId) })}
            <Link to="/admin/history" className="font-medium underline underline-offset-2">
              {t("admin.history.showAll")}
            </Link>
          </span>
        </Alert>
      )}
      <LoadedList query={log} texts="admin.history">
        {(entries) => <HistoryTable entries={entries} busy={log.isPlaceholderData} />}
      </LoadedList>
    </div>
  );
}
