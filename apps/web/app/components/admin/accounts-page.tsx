// Admin accounts (spec 2 "Admin accounts"): a searchable, paged table of users, a create button,
// per-row edit and delete. Search and page live in the query string (reloads keep them); typing
// is debounced so the server's prefix search runs once the admin pauses.
import { Link, useRevalidator, useSearchParams } from "@remix-run/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { Pagination } from "../ui/pagination";
import { AccountDialog, type AccountDialogTarget, type AccountSaved } from "./account-dialog";
import { AccountsTable } from "./accounts-table";
import type { AdminAccount } from "./admin-api";
import { HistoryIcon, PlusIcon } from "./admin-icons";
import { AdminPageHeader } from "./admin-page-header";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { LoadState } from "./load-state";
import { readPage, withParams } from "./search-params";
import { SearchField } from "./search-field";
import { useDebouncedValue } from "./use-debounced-value";
import { usePaginationLabels } from "./use-admin-formats";

const SEARCH_DEBOUNCE_MS = 300;
// Search and filter edits replace the history entry and keep the scroll position; a page change is
// a step of its own (Back returns to the previous page) and opens at the top.
const NAV = { replace: true, preventScrollReset: true } as const;

export function AccountsPage() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const utils = trpc.useUtils();
  const revalidator = useRevalidator();
  const paginationLabels = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const page = readPage(params);
  const [term, setTerm] = useState(search);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<AccountDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [notice, setNotice] = useState<Message | undefined>();

  // Previous rows stay (dimmed) while the next page or search loads, so the table does not jump.
  const list = trpc.admin.listAccounts.useQuery({ search, page }, { placeholderData: keepPreviousData });

  // Only a settled new term moves the URL (so not `search` in the dependencies: a URL change must
  // not push an older term back); a new search starts at its first page.
  useEffect(() => {
    const next = debouncedTerm.trim();
    if (next !== search) setParams((prev) => withParams(prev, { q: next, page: 1 }), NAV);
  }, [debouncedTerm]);

  // A page past the end (fewer accounts since, or a hand-edited URL) moves to the last page.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !list.isPlaceholderData && page > pageCount)
      setParams((prev) => withParams(prev, { page: pageCount }), NAV);
  }, [pageCount, page, list.isPlaceholderData, setParams]);

  if (!user) return null;
  const selfId = user.id;

  const refresh = () => Promise.all([utils.admin.listAccounts.invalidate(), utils.admin.audit.invalidate()]);
  const saved = (s: AccountSaved) => {
    // A new password ends every session of that user, the admin's own included: sign in again.
    if (s.userId === selfId && s.passwordChanged) return window.location.assign("/auth/login");
    setEditing(null);
    setNotice({
      key: s.mode === "create" ? "admin.accounts.created" : "admin.accounts.saved",
      values: { email: s.email },
    });
    // The admin's own name or features show in the shell too.
    if (s.userId === selfId) revalidator.revalidate();
    void refresh();
  };
  const deleted = (a: AdminAccount) => {
    setDeleting(null);
    setNotice({ key: "admin.accounts.deleted", values: { email: a.email } });
    void refresh();
  };
  const open = (target: AccountDialogTarget) => {
    setNotice(undefined);
    setEditing(target);
  };

  let body;
  if (list.isPending || list.isError) {
    body = (
      <LoadState
        state={list.isPending ? "loading" : "error"}
        loadingText={t("admin.accounts.loading")}
        errorText={t("admin.accounts.loadFailed")}
        retryText={t("admin.accounts.retry")}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    body = (
      <>
        <AccountsTable
          accounts={list.data.data}
          selfId={selfId}
          busy={list.isPlaceholderData}
          empty={search ? t("admin.accounts.noMatches", { search }) : t("admin.accounts.empty")}
          onEdit={(account) => open({ mode: "edit", account })}
          onDelete={(account) => {
            setNotice(undefined);
            setDeleting(account);
          }}
        />
        <Pagination
          page={page}
          pageCount={list.data.pageCount}
          onPageChange={(p) => setParams((prev) => withParams(prev, { page: p }))}
          labels={paginationLabels}
          className="max-w-md"
          data-testid="accounts-pagination"
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t("admin.accounts.title")}
        intro={t("admin.accounts.intro")}
        actions={
          <>
            <Link to="/admin/history" className={buttonClasses({ variant: "secondary" })} data-testid="history-link">
              <HistoryIcon className="size-4" />
              {t("admin.accounts.history")}
            </Link>
            <Button onClick={() => open({ mode: "create" })} data-testid="create-account">
              <PlusIcon className="size-4" />
              {t("admin.accounts.create")}
            </Button>
          </>
        }
      />
      <SearchField
        label={t("admin.accounts.search")}
        placeholder={t("admin.accounts.searchPlaceholder")}
        value={term}
        onChange={setTerm}
        className="max-w-sm"
      />
      {notice && (
        <Alert tone="success" data-testid="accounts-notice">
          {t(notice.key, notice.values)}
        </Alert>
      )}
      {body}
      <AccountDialog target={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </div>
  );
}
