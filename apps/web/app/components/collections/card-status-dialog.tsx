// A collection's printed cards (issue 20, "In the console"): per card whether it is filled with a
// wish, its views and uses (cards.cardStats), a link that opens the card's viewer in a new tab as
// its QR code does, and Reset for a filled card (after a confirmation). Opened from the
// collection's row; the list is loaded only when the dialog opens.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { usePaginationLabels } from "../admin/use-admin-formats";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { CardsIcon, ExternalLinkIcon } from "../ui/icons";
import { Pagination } from "../ui/pagination";
import { Spinner } from "../ui/spinner";
import { Table, type TableColumn } from "../ui/table";
import { CardResetDialog } from "./card-reset-dialog";
import { cardViewerLink, filledCount, pageCount, rowsOfPage, type CardStat } from "./card-status-model";
import type { Collection } from "./collections-api";
import type { ListFormats } from "./use-list-formats";
import { dataOf } from "../wizard/wizard-api";

type CardStatusProps = { collection: Collection; date: string; formats: ListFormats };

export function CardStatusButton({ collection, date, formats }: CardStatusProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t("collections.cardList.buttonLabel", { date });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        data-testid="collection-cards-open"
        className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <CardsIcon className="size-4" />
      </button>
      {open && <CardStatusContent collection={collection} date={date} formats={formats} />}
    </Dialog>
  );
}

function CardStatusContent({ collection, date, formats }: CardStatusProps) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const stats = trpc.cards.cardStats.useQuery({ collectionId: collection.id });
  const domain = dataOf(collection).domain;
  const urls = trpc.cards.urls.useQuery(typeof domain === "string" && domain ? { domain } : undefined, {
    staleTime: 60_000,
  });
  const [page, setPage] = useState(1);
  const [resetting, setResetting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = stats.data ?? [];
  const columns: TableColumn<CardStat>[] = [
    {
      id: "card",
      header: t("collections.cardList.columns.card"),
      rowHeader: true,
      cell: (c) => <span className="font-mono text-xs text-slate-900">{c.id}</span>,
    },
    {
      id: "status",
      header: t("collections.cardList.columns.status"),
      cell: (c) =>
        c.filledAt ? (
          <span
            className="inline-flex rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800"
            title={t("collections.cardList.filledOn", { date: formats.dateTime(c.filledAt) })}
          >
            {t("collections.cardList.filledOn", { date: formats.date(c.filledAt) })}
          </span>
        ) : (
          <span className="inline-flex rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
            {t("collections.cardList.empty")}
          </span>
        ),
    },
    {
      id: "views",
      header: t("collections.cardList.columns.views"),
      align: "right",
      className: "tabular-nums",
      cell: (c) => formats.number(c.views),
    },
    {
      id: "uses",
      header: t("collections.cardList.columns.uses"),
      align: "right",
      className: "tabular-nums",
      cell: (c) => formats.number(c.usings),
    },
    {
      id: "actions",
      header: t("collections.cardList.columns.actions"),
      hideHeader: true,
      align: "right",
      cell: (c) => {
        const link = cardViewerLink(urls.data, collection.cardType, c.id);
        return (
          <div className="flex items-center justify-end gap-1.5 whitespace-nowrap">
            {/* Reset first: Open keeps one place at the right edge on every row. */}
            {c.filledAt && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("collections.cardList.resetLabel", { id: c.id })}
                onClick={() => setResetting(c.id)}
                data-testid="card-reset"
              >
                {t("collections.cardList.reset")}
              </Button>
            )}
            {link && (
              <a
                href={link}
                target="_blank"
                rel="noreferrer"
                aria-label={t("collections.cardList.openLabel", { id: c.id })}
                data-testid="card-open"
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {t("collections.cardList.open")}
                <ExternalLinkIcon className="size-3.5" />
              </a>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <DialogContent
      title={t("collections.cardList.title")}
      description={t("collections.collectionOf", { date })}
      width={800}
      data-testid="card-status-dialog"
    >
      {stats.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner className="size-4" />
          {t("collections.cardList.loading")}
        </p>
      ) : stats.isError ? (
        <Alert tone="error">
          {t("collections.cardList.loadFailed")}{" "}
          <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
            {t("collections.cardList.retry")}
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">{t("collections.cardList.description")}</p>
          <p className="text-sm font-medium text-slate-900" data-testid="card-status-summary">
            {t("collections.cardList.summary", {
              filled: formats.number(filledCount(rows)),
              total: formats.number(rows.length),
            })}
          </p>
          {notice && (
            <Alert tone="success" data-testid="card-reset-notice">
              {notice}
            </Alert>
          )}
          <div className="max-h-[55vh] overflow-y-auto">
            <Table
              caption={t("collections.cardList.caption")}
              captionHidden
              columns={columns}
              rows={rowsOfPage(rows, page)}
              rowKey={(c) => c.id}
              rowProps={(c) => ({
                "data-testid": "card-status-row",
                "data-card-id": c.id,
                "data-filled": c.filledAt ? "true" : "false",
              })}
              empty={t("collections.cardList.none")}
              busy={stats.isFetching}
            />
          </div>
          <Pagination
            page={page}
            pageCount={pageCount(rows.length)}
            onPageChange={setPage}
            labels={paginationLabels}
            className="max-w-md"
          />
        </div>
      )}
      <CardResetDialog
        collectionId={collection.id}
        cardId={resetting}
        onClose={() => setResetting(null)}
        onReset={(id) => {
          setResetting(null);
          setNotice(t("collections.cardList.resetDialog.done", { id }));
        }}
      />
    </DialogContent>
  );
}
