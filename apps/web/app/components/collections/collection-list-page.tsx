// The collection lists /cards (classic) and /cards-v2 (platform spec 2): heading, Create, the
// current / archived toggle and the rows, 50 at a time behind "Show more" so a long list stays
// quick to render.
import * as Tabs from "@radix-ui/react-tabs";
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { PlusIcon } from "../ui/icons";
import { CollectionsTable } from "./collections-table";
import { collectionHref, isArchivedView, PAGE_SIZE, type ListType } from "./list-model";
import { RemoveCollectionDialog, type RemoveTarget } from "./remove-collection-dialog";
import type { ListNotice } from "./collection-copy-actions";

const tabClasses =
  "h-8 rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";

export function CollectionListPage({ type }: { type: ListType }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const archived = isArchivedView(search);
  const query = trpc.cards.list.useQuery({ type, archived });
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [removeTarget, setRemoveTarget] = useState<RemoveTarget | null>(null);
  const [notice, setNotice] = useState<ListNotice | null>(null);

  useEffect(() => setLimit(PAGE_SIZE), [archived, type]);

  const setView = (value: string) => {
    setNotice(null);
    setSearch(value === "archived" ? { archived: "1" } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {t(type === "classic" ? "collections.classicTitle" : "collections.v2Title")}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {t(type === "classic" ? "collections.classicIntro" : "collections.v2Intro")}
          </p>
        </div>
        <Link to={collectionHref(type, "new")} className={buttonClasses()} data-testid="collection-create">
          <PlusIcon className="size-4" />
          {t("collections.create")}
        </Link>
      </header>

      <Tabs.Root value={archived ? "archived" : "current"} onValueChange={setView} className="flex flex-col gap-4">
        <Tabs.List
          aria-label={t("collections.view")}
          className="inline-flex w-fit gap-1 rounded-lg bg-slate-200/70 p-1"
        >
          <Tabs.Trigger value="current" className={tabClasses} data-testid="collections-current">
            {t("collections.current")}
          </Tabs.Trigger>
          <Tabs.Trigger value="archived" className={tabClasses} data-testid="collections-archived">
            {t("collections.archived")}
          </Tabs.Trigger>
        </Tabs.List>

        {notice && (
          <Alert tone={notice.tone} data-testid="collections-notice">
            {notice.content}
          </Alert>
        )}

        <Tabs.Content
          value={archived ? "archived" : "current"}
          className="focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {query.isPending ? (
            <ListSkeleton label={t("collections.loading")} />
          ) : query.isError ? (
            <Alert tone="error" title={t("collections.loadFailed")}>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                {t("collections.retry")}
              </Button>
            </Alert>
          ) : query.data.length === 0 ? (
            <EmptyState type={type} archived={archived} />
          ) : (
            <CollectionsTable
              type={type}
              collections={query.data}
              limit={limit}
              archivedView={archived}
              onShowMore={() => setLimit((l) => l + PAGE_SIZE)}
              onRemove={(target) => {
                setNotice(null);
                setRemoveTarget(target);
              }}
              onNotice={setNotice}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>

      <RemoveCollectionDialog
        target={removeTarget}
        onClose={() => setRemoveTarget(null)}
        onRemoved={(result) => {
          setRemoveTarget(null);
          setNotice({
            tone: "success",
            content: t(result === "deleted" ? "collections.remove.deleted" : "collections.remove.archivedDone"),
          });
        }}
      />
    </div>
  );
}

function EmptyState({ type, archived }: { type: ListType; archived: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="collections-empty"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <h2 className="text-base font-semibold text-slate-900">
        {t(archived ? "collections.emptyArchivedTitle" : "collections.emptyTitle")}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        {t(archived ? "collections.emptyArchivedText" : "collections.emptyText")}
      </p>
      {!archived && (
        <Link to={collectionHref(type, "new")} className={buttonClasses({ variant: "secondary", className: "mt-5" })}>
          <PlusIcon className="size-4" />
          {t("collections.create")}
        </Link>
      )}
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex items-center gap-4 border-b border-slate-100 px-4 py-3 last:border-0"
        >
          <div className="size-14 animate-pulse rounded-lg bg-slate-200/70" />
          <div className="h-4 w-32 animate-pulse rounded bg-slate-200/70" />
          <div className="ml-auto h-4 w-40 animate-pulse rounded bg-slate-200/70" />
        </div>
      ))}
    </div>
  );
}
