// Admin accounts (spec 2 "Admin accounts"): a searchable, paged table of users, a create button,
// per-row edit and delete. Search and page live in the query string (reloads keep them); typing
// is debounced so the server's prefix search runs once the admin pauses.
import { Link, useRevalidator } from "@remix-run/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { PlusIcon } from "../ui/icons";
import { AccountDialog, type AccountDialogTarget, type AccountSaved } from "./account-dialog";
import { AccountsTable } from "./accounts-table";
import type { AdminAccount } from "./admin-api";
import { HistoryIcon } from "./admin-icons";
import { LoadedList, ListPages, useLastPageClamp, useListParams, useSearchTerm } from "./admin-list";
import { AdminPageHeader } from "./admin-page-header";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SearchField } from "./search-field";

export function AccountsPage() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const utils = trpc.useUtils();
  const revalidator = useRevalidator();
  const { params, page } = useListParams();
  const search = params.get("q") ?? "";
  const [term, setTerm] = useSearchTerm("q");
  const [editing, setEditing] = useState<AccountDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [notice, setNotice] = useState<Message | undefined>();

  // Previous rows stay (dimmed) while the next page or search loads, so the table does not jump.
  const list = trpc.admin.listAccounts.useQuery({ search, page }, { placeholderData: keepPreviousData });

  useLastPageClamp(list, page);

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
      <LoadedList query={list} texts="admin.accounts">
        {(data) => (
          <>
            <AccountsTable
              accounts={data.data}
              selfId={selfId}
              busy={list.isPlaceholderData}
              empty={search ? t("admin.accounts.noMatches", { search }) : t("admin.accounts.empty")}
              onEdit={(account) => open({ mode: "edit", account })}
              onDelete={(account) => {
                setNotice(undefined);
                setDeleting(account);
              }}
            />
            <ListPages pageCount={data.pageCount} data-testid="accounts-pagination" />
          </>
        )}
      </LoadedList>
      <AccountDialog target={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </div>
  );
}
