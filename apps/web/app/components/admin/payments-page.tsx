// Admin payments (spec 2 "Admin payments"): a paged table with a successful-only option; a pending
// payment can be marked paid after confirmation, and the page then reloads its data. Page and
// filter live in the query string, so a reload keeps them.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Checkbox } from "../ui/checkbox";
import type { AdminPayment } from "./admin-api";
import { LoadedList, ListPages, useLastPageClamp, useListParams } from "./admin-list";
import { AdminPageHeader } from "./admin-page-header";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { PaymentsTable } from "./payments-table";

export function PaymentsPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { params, page, setFilters } = useListParams();
  const onlySuccess = params.get("onlySuccess") === "1";
  const [marking, setMarking] = useState<AdminPayment | null>(null);
  const [marked, setMarked] = useState<number | undefined>();

  const list = trpc.admin.listPayments.useQuery({ page, onlySuccess }, { placeholderData: keepPreviousData });

  useLastPageClamp(list, page);

  const reload = () => Promise.all([utils.admin.listPayments.invalidate(), utils.admin.audit.invalidate()]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("admin.payments.title")} intro={t("admin.payments.intro")} />
      <Checkbox
        checked={onlySuccess}
        // The filter changes what the pages hold, so it starts again from the first one.
        onCheckedChange={(on) => setFilters({ onlySuccess: on, page: 1 })}
        label={t("admin.payments.onlySuccess")}
        data-testid="only-success"
      />
      {marked !== undefined && (
        <Alert tone="success" data-testid="payments-notice">
          {t("admin.payments.marked", { id: marked })}
        </Alert>
      )}
      <LoadedList query={list} texts="admin.payments">
        {(data) => (
          <>
            <PaymentsTable
              payments={data.data}
              busy={list.isPlaceholderData}
              empty={t(onlySuccess ? "admin.payments.emptySuccess" : "admin.payments.empty")}
              onMarkPaid={(p) => {
                setMarked(undefined);
                setMarking(p);
              }}
            />
            <ListPages pageCount={data.pageCount} data-testid="payments-pagination" />
          </>
        )}
      </LoadedList>
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
