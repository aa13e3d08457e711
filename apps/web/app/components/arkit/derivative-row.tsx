// One stored file of an ARKit project in the project step: a download link when it is there, else
// what is happening to it (made in the browser, then uploaded with real progress) or a retry.
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { AlertCircleIcon, CheckCircleIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import { Spinner } from "../ui/spinner";
import type { DerivativeJob } from "./use-model-derivatives";

export function DerivativeRow({
  label,
  href,
  download,
  thumbnail,
  job,
  makingText,
  onRetry,
  testId,
}: {
  label: string;
  href: string | null;
  /** A file name for the download; previews open in place instead. */
  download?: string;
  thumbnail?: string | null;
  job?: DerivativeJob;
  makingText?: string;
  onRetry?(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const working = job?.phase === "making" || job?.phase === "uploading";
  let status;
  if (job?.phase === "making") {
    status = (
      <span className="flex items-center gap-2 text-xs text-slate-600" role="status">
        <Spinner className="size-3.5 text-brand-600" />
        {makingText}
      </span>
    );
  } else if (job?.phase === "uploading") {
    status = (
      <ProgressBar
        value={job.percent}
        label={t("arkit.project.uploadOf", { name: label })}
        className="w-full"
        testId={`${testId}-progress`}
      />
    );
  } else if (job?.phase === "error") {
    status = (
      <span className="flex flex-wrap items-center gap-2 text-xs font-medium text-red-600" role="alert">
        <AlertCircleIcon className="size-3.5" />
        {t("arkit.project.failed")}
        {onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t("arkit.retry")}
          </Button>
        )}
      </span>
    );
  } else if (!href) {
    status = <span className="text-xs text-slate-500">{t("arkit.project.missing")}</span>;
  }

  return (
    <li
      className="flex items-center gap-3 px-3 py-2.5"
      data-testid={testId}
      data-state={working ? "working" : job?.phase === "error" ? "error" : href ? "ready" : "missing"}
    >
      {thumbnail !== undefined && (
        <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100">
          {thumbnail && <img src={thumbnail} alt="" className="size-full object-contain" />}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          {href && !working && <CheckCircleIcon className="size-4 shrink-0 text-emerald-500" />}
          <span className="truncate">{label}</span>
        </span>
        {status}
      </div>
      {href && !working && (
        <a
          href={href}
          {...(download ? { download } : { target: "_blank", rel: "noreferrer" })}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {download ? t("arkit.project.download") : t("arkit.project.open")}
        </a>
      )}
    </li>
  );
}
