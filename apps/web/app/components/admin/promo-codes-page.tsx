// Admin promo codes (issue 23): the list with a code search and a state filter (both in the query
// string, so a reload keeps them), a create button and per-row edit. Everything goes through the
// admin API, which writes each change to the audit log (shown on the history page).
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { PlusIcon } from "../ui/icons";
import { inputClasses } from "../ui/text-field";
import { HistoryIcon } from "./admin-icons";
import { LoadedList, NAV } from "./admin-list";
import { AdminPageHeader } from "./admin-page-header";
import { PromoCodeDialog, type PromoDialogTarget } from "./promo-code-dialog";
import { filterPromoCodes, isPromoFilter, PROMO_FILTERS, type PromoFilter } from "./promo-form";
import { PromoCodesTable } from "./promo-codes-table";
import { SearchField } from "./search-field";
import { withParams } from "./search-params";
import { useDebouncedValue } from "./use-debounced-value";
import { useLeaving } from "./use-leaving";

export function PromoCodesPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const rawFilter = params.get("show");
  const filter: PromoFilter = isPromoFilter(rawFilter) ? rawFilter : "all";
  // The list filters as the admin types (it is all in the browser); the URL follows once typing
  // pauses, so a fast typist's keys are not raced by navigations.
  const [term, setTerm] = useState(search);
  const debouncedTerm = useDebouncedValue(term, 300);
  const leaving = useLeaving();
  useEffect(() => {
    if (debouncedTerm !== search && !leaving) setParams((prev) => withParams(prev, { q: debouncedTerm }), NAV);
  }, [debouncedTerm]);
  const [editing, setEditing] = useState<PromoDialogTarget | null>(null);
  const [notice, setNotice] = useState<Message | undefined>();
  const list = trpc.admin.promoCodes.useQuery();
  // States depend on the clock; one instant per list load keeps the filter and badges in step.
  const now = useMemo(() => new Date(), [list.dataUpdatedAt]);
  const rows = useMemo(
    () => (list.data ? filterPromoCodes(list.data, term, filter, now) : []),
    [list.data, term, filter, now],
  );

  const open = (target: PromoDialogTarget) => {
    setNotice(undefined);
    setEditing(target);
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t("adminTools.promo.title")}
        intro={t("adminTools.promo.intro")}
        actions={
          <>
            <Link
              to="/admin/history?targetType=promoCode"
              className={buttonClasses({ variant: "secondary" })}
              data-testid="promo-history-link"
            >
              <HistoryIcon className="size-4" />
              {t("adminTools.promo.history")}
            </Link>
            <Button onClick={() => open({ mode: "create" })} data-testid="create-promo">
              <PlusIcon className="size-4" />
              {t("adminTools.promo.create")}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label={t("adminTools.promo.search")}
          placeholder={t("adminTools.promo.searchPlaceholder")}
          value={term}
          onChange={setTerm}
          className="w-full max-w-xs"
        />
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          {t("adminTools.promo.filter")}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(e) =>
            setParams((prev) => withParams(prev, { show: e.target.value === "all" ? undefined : e.target.value }), NAV)
          }
          className={cn(inputClasses, "w-auto pr-8")}
          data-testid="promo-filter"
        >
          {PROMO_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`adminTools.promo.filters.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <Alert tone="success" data-testid="promo-notice">
          {t(notice.key, notice.values)}
        </Alert>
      )}
      <LoadedList query={list} texts="adminTools.promo">
        {(codes) => (
          <PromoCodesTable
            codes={rows}
            now={now}
            empty={codes.length === 0 ? t("adminTools.promo.empty") : t("adminTools.promo.noMatches")}
            onEdit={(code) => open({ mode: "edit", code })}
          />
        )}
      </LoadedList>
      <PromoCodeDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(s) => {
          setEditing(null);
          setNotice({
            key: s.mode === "create" ? "adminTools.promo.created" : "adminTools.promo.saved",
            values: { code: s.code },
          });
          void Promise.all([utils.admin.promoCodes.invalidate(), utils.admin.audit.invalidate()]);
        }}
      />
    </div>
  );
}
