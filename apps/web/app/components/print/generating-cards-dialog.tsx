// "Generating cards" (spec 2 and 4): shown after the cards are requested. Polls the export every
// second, shows a preview and a progress bar, and cannot be dismissed while the worker runs
// (no close button, Escape and backdrop clicks are ignored). When the file is ready the download
// starts once by itself, and Download / Close appear with how to print the file; on failure a
// message and Close.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { trpc } from "../../trpc/client";
import { jobFailureKey } from "../../lib/job-failure";
import { isRunning, type PrintExport } from "./print-api";
import { PrintHowTo } from "./print-how-to";
import { ProgressBar } from "../ui/progress-bar";

export type GeneratingCardsDialogProps = {
  open: boolean;
  /** Null while the caller is still requesting the export: the dialog shows "preparing". */
  exportId: number | null;
  previewUrl?: string;
  onClose(): void;
};

const POLL_MS = 1000;
/** Spec 4: the bar runs up to 90 during generation; 100 means the file is stored. */
const RUNNING_MAX = 90;

export function GeneratingCardsDialog({ open, exportId, previewUrl, onClose }: GeneratingCardsDialogProps) {
  const { t } = useTranslation();
  const query = trpc.print.get.useQuery(
    { exportId: exportId ?? 0 },
    {
      enabled: open && exportId !== null,
      refetchInterval: (q) => (isRunning(q.state.data?.status) ? POLL_MS : false),
    },
  );
  const utils = trpc.useUtils();
  const retry = trpc.print.retry.useMutation({
    onSuccess: (fresh) => {
      utils.print.get.setData({ exportId: fresh.id }, fresh);
      void utils.print.list.invalidate({ collectionId: fresh.collectionId });
    },
  });
  const data: PrintExport | undefined = exportId !== null ? query.data : undefined;
  const failed = exportId !== null && (data?.status === "error" || query.isError);
  const done = data?.status === "done";
  const running = !failed && !done;
  const progress = done ? 100 : Math.min(RUNNING_MAX, Math.max(0, data?.progress ?? 0));
  const downloadUrl = done ? data.downloadUrl : null;

  useAutoDownload(open && done ? data : undefined);

  // Once the outcome is known, put focus on the action that matters (Download or Close).
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open && !running) (downloadRef.current ?? closeRef.current)?.focus();
  }, [open, running]);

  const status = failed
    ? null
    : done
      ? "done"
      : data?.status === "rendering"
        ? "rendering"
        : data
          ? "queued"
          : "preparing";

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !running && onClose()}>
      <DialogContent
        title={t("print.generating.title")}
        width={650}
        data-testid="generating-cards-dialog"
        // The kit's dialog always renders its close button as the content's direct <button>
        // child; while the worker runs there must be no way out, so it is hidden (not focusable).
        className={cn(running && "[&>button]:hidden")}
        footer={
          running ? undefined : (
            <>
              {failed && data?.status === "error" && (
                <Button
                  variant="secondary"
                  onClick={() => retry.mutate({ exportId: data.id })}
                  disabled={retry.isPending}
                  data-testid="generating-retry"
                >
                  {t("jobs.retry")}
                </Button>
              )}
              {downloadUrl && (
                <a
                  ref={downloadRef}
                  href={downloadUrl}
                  download={data?.fileName ?? ""}
                  className={buttonClasses()}
                  data-testid="generating-download"
                >
                  {t("print.generating.download")}
                </a>
              )}
              <Button
                ref={closeRef}
                variant={downloadUrl ? "secondary" : "primary"}
                onClick={onClose}
                data-testid="generating-close"
              >
                {t("common.close")}
              </Button>
            </>
          )
        }
      >
        <div className="flex flex-col gap-4">
          {previewUrl && (
            // Flex (not grid): the image's max-height resolves against the box's fixed height.
            <div className="flex h-72 items-center justify-center rounded-xl bg-slate-100 p-3">
              <img
                src={previewUrl}
                alt={t("print.generating.previewAlt")}
                className="max-h-full max-w-full rounded-md object-contain shadow-sm"
              />
            </div>
          )}
          <ProgressBar
            size="md"
            testId="generating-progress"
            value={progress}
            label={t("print.generating.progress")}
            tone={failed ? "error" : done ? "success" : "running"}
          />
          {status && (
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="generating-status">
              {t(`print.generating.${status}`)}
              {data?.retrying && <span className="mt-1 block text-xs text-slate-500">{t("jobs.retrying")}</span>}
            </p>
          )}
          {done && <PrintHowTo done={data} />}
          {failed && (
            <Alert tone="error" data-testid="generating-error">
              {t("print.generating.failed")}
              {data?.status === "error" && (
                <span className="mt-1 block" data-testid="generating-failure">
                  {t(jobFailureKey(data.failureCode))}
                </span>
              )}
              {retry.isError && <span className="mt-1 block">{t("jobs.retryFailed")}</span>}
            </Alert>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Starts the browser download once per finished export (a reopened dialog does not repeat it). */
function useAutoDownload(done: PrintExport | undefined) {
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!done?.downloadUrl || started.current === done.id) return;
    started.current = done.id;
    // An anchor with `download` saves instead of navigating (same-origin or attachment URLs).
    const a = document.createElement("a");
    a.href = done.downloadUrl;
    a.download = done.fileName ?? "";
    a.rel = "noopener";
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, [done]);
}
