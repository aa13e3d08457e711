// Past exports of a card collection: date, template, count, format, status and the file.
// While an export is still running the list refreshes itself so its status catches up.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Alert } from "../ui/alert";
import { Spinner } from "../ui/spinner";
import { trpc } from "../../trpc/client";
import { jobFailureKey } from "../../lib/job-failure";
import { isRunning, type PrintExportListItem } from "./print-api";

export type PrintExportsListProps = {
  collectionId: number;
  className?: string;
};

const POLL_RUNNING_MS = 3000;

export function PrintExportsList({ collectionId, className }: PrintExportsListProps) {
  const { t, i18n } = useTranslation();
  const query = trpc.print.list.useQuery(
    { collectionId },
    { refetchInterval: (q) => (q.state.data?.some((e) => isRunning(e.status)) ? POLL_RUNNING_MS : false) },
  );
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
    [i18n.language],
  );

  let body;
  if (query.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
        <Spinner className="size-4" />
        {t("print.exports.loading")}
      </p>
    );
  } else if (query.isError) {
    body = <Alert tone="error">{t("print.exports.loadFailed")}</Alert>;
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-slate-500">{t("print.exports.empty")}</p>;
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-200">
              {(["date", "template", "count", "format", "status", "file"] as const).map((col) => (
                <th key={col} scope="col" className={cn("px-2 py-2 font-medium", col === "count" && "text-right")}>
                  {t(`print.exports.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.data.map((item) => (
              <ExportRow key={item.id} item={item} date={formatDate(dateFormat, item.createdAt)} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={className} aria-labelledby={`print-exports-${collectionId}`} data-testid="print-exports">
      <h3 id={`print-exports-${collectionId}`} className="mb-2 text-sm font-semibold text-slate-900">
        {t("print.exports.title")}
      </h3>
      {body}
    </section>
  );
}

function ExportRow({ item, date }: { item: PrintExportListItem; date: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const retry = trpc.print.retry.useMutation({
    onSuccess: () => utils.print.list.invalidate({ collectionId: item.collectionId }),
  });
  const { cut, format, bleed, count } = item.options;
  const formatKey = cut.template === "csv" ? "csv" : format === "pdf" ? (bleed ? "pdfBleed" : "pdf") : "images";
  const statusTone = {
    queued: "text-slate-600",
    rendering: "text-brand-700",
    done: "text-emerald-700",
    error: "text-red-600",
  }[item.status];
  return (
    <tr className="border-b border-slate-100 last:border-0" data-testid="print-export-row">
      <td className="px-2 py-2 whitespace-nowrap text-slate-700">{date}</td>
      <td className="px-2 py-2 text-slate-700">{t(`print.placement.templates.${cut.template}`)}</td>
      <td className="px-2 py-2 text-right text-slate-700 tabular-nums">{count}</td>
      <td className="px-2 py-2 whitespace-nowrap text-slate-700">{t(`print.exports.formats.${formatKey}`)}</td>
      <td className={cn("px-2 py-2", statusTone)}>
        <span className="whitespace-nowrap">
          {t(`print.exports.statuses.${item.status}`, { progress: Math.round(item.progress) })}
        </span>
        {item.status === "error" ? (
          <span className="block text-xs" data-testid="print-export-failure">
            {t(jobFailureKey(item.failureCode))}
          </span>
        ) : (
          item.retrying && <span className="block text-xs text-slate-500">{t("jobs.retrying")}</span>
        )}
      </td>
      <td className="px-2 py-2">
        {item.status === "done" && item.downloadUrl ? (
          <a
            href={item.downloadUrl}
            download={item.fileName ?? ""}
            aria-label={item.fileName ? t("print.exports.downloadFile", { name: item.fileName }) : undefined}
            className="font-medium text-brand-600 underline-offset-2 hover:underline"
          >
            {t("print.exports.download")}
          </a>
        ) : item.status === "error" ? (
          <button
            type="button"
            onClick={() => retry.mutate({ exportId: item.id })}
            disabled={retry.isPending}
            className="font-medium text-brand-600 underline-offset-2 hover:underline disabled:opacity-50"
            data-testid="print-export-retry"
          >
            {t("jobs.retry")}
          </button>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
    </tr>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
