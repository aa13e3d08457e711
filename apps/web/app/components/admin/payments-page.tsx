// Admin payments (spec 2 "Admin payments"): a paged table with a successful-only option; a pending
// payment can be marked paid after confirmation, and the page then reloads its data. Page and
// filter live in the query string, so a reload keeps them.
import { useSearchParams } from "@remix-run/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Checkbox } from "../ui/checkbox";
import { Pagination } from "../ui/pagination";
import type { AdminPayment } from "./admin-api";
import { AdminPageHeader } from "./admin-page-header";
import { LoadState } from "./load-state";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { PaymentsTable } from "./payments-table";
import { readPage, withParams } from "./search-params";
import { usePaginationLabels } from "./use-admin-formats";

// Search and filter edits replace the history entry and keep the scroll position; a page change is
// a step of its own (Back returns to the previous page) and opens at the top.
const NAV = { replace: true, preventScrollReset: true } as const;

export function PaymentsPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const paginationLabels = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const onlySuccess = params.get("onlySuccess") === "1";
  const [marking, setMarking] = useState<AdminPayment | null>(null);
  const [marked, setMarked] = useState<number | undefined>();

  const list = trpc.admin.listPayments.useQuery({ page, onlySuccess }, { placeholderData: keepPreviousData });

  // A page past the end (e.g. after turning the filter on) moves to the last page.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !list.isPlaceholderData && page > pageCount)
      setParams((prev) => withParams(prev, { page: pageCount }), NAV);
  }, [pageCount, page, list.isPlaceholderData, setParams]);

  const reload = () => Promise.all([utils.admin.listPayments.invalidate(), utils.admin.audit.invalidate()]);

  let body;
  if (list.isPending || list.isError) {
    body = (
      <LoadState
        state={list.isPending ? "loading" : "error"}
        loadingText={t("admin.payments.loading")}
        errorText={t("admin.payments.loadFailed")}
        retryText={t("admin.payments.retry")}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    body = (
      <>
        <PaymentsTable
          payments={list.data.data}
          busy={list.isPlaceholderData}
          empty={t(onlySuccess ? "admin.payments.emptySuccess" : "admin.payments.empty")}
          onMarkPaid={(p) => {
            setMarked(undefined);
            setMarking(p);
          }}
        />
        <Pagination
          page={page}
          pageCount={list.data.pageCount}
          onPageChange={(p) => setParams((prev) => withParams(prev, { page: p }))}
          labels={paginationLabels}
          className="max-w-md"
          data-testid="payments-pagination"
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("admin.payments.title")} intro={t("admin.payments.intro")} />
      <Checkbox
        checked={onlySuccess}
        // The filter changes what the pages hold, so it starts again from the first one.
        onCheckedChange={(on) => setParams((prev) => withParams(prev, { onlySuccess: on, page: 1 }), NAV)}
        label={t("admin.payments.onlySuccess")}
        data-testid="only-success"
      />
      {marked !== undefined && (
        <Alert tone="success" data-testid="payments-notice">
          {t("admin.payments.marked", { id: marked })}
        </Alert>
      )}
      {body}
      <MarkPaidDialog
        payment={marking}
        onClose={() => setMarking(null)}
        onMarked={(p) => {
          setMarking(null);
          setMarked(p.id);
          void reload();
        }}
        onStale={() => void reload()}
      />
    </div>
  );
}
