// The upload panel (editors spec 4): each asset's bytes sent, then the worker's compression
// progress (polled every 500 ms), then ready, or what went wrong. Floats over every tab; once
// everything has finished without a failure it clears itself after a few seconds, so it no longer
// covers the bottom of the scene editor's properties or the code editor's asset list (even a folded
// header did). The assets' own rows keep showing their status; a failure stays until dismissed.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { ProgressBar } from "../ui/progress-bar";
import { CheckCircleIcon, ChevronDownIcon, CloseIcon } from "../ui/icons";
import { formatBytes } from "../../lib/format-bytes";
import type { UploadEntry } from "./use-asset-uploads";

const CLEAR_AFTER_MS = 4000;

export function UploadPanel({
  entries,
  onClear,
  onRetry,
}: {
  entries: readonly UploadEntry[];
  onClear(): void;
  onRetry?(key: string): void;
}) {
  const { t, i18n } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const running = entries.filter((e) => e.phase === "uploading" || e.phase === "compressing").length;
  const failed = entries.some((e) => e.phase === "error");
  const wasRunning = useRef(running);
  const clear = useRef(onClear);
  clear.current = onClear;
  useEffect(() => {
    const before = wasRunning.current;
    wasRunning.current = running;
    if (running > before) setCollapsed(false);
    // A failure stays open until the user has read it.
    if (running > 0 || before === 0 || failed) return;
    const timer = setTimeout(() => clear.current(), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [running, failed]);
  if (entries.length === 0) return null;
  return (
    <section
      aria-label={t("arProjects.uploads.title")}
      className="fixed right-4 bottom-4 z-30 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
      data-testid="upload-panel"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="flex-1 text-sm font-semibold text-slate-900" aria-live="polite">
          {running > 0 ? t("arProjects.uploads.running", { count: running }) : t("arProjects.uploads.done")}
        </h2>
        <button
          type="button"
          onClick={() => setCollapsed((c) => !c)}
          aria-expanded={!collapsed}
          aria-label={t(collapsed ? "arProjects.uploads.expand" : "arProjects.uploads.collapse")}
          className="grid size-7 place-items-center rounded-md text-slate-500 hover:bg-slate-100"
        >
          <ChevronDownIcon className={cn("size-4 transition-transform", collapsed && "rotate-180")} />
        </button>
        {running === 0 && (
          <button
            type="button"
            onClick={onClear}
            aria-label={t("arProjects.uploads.clear")}
            className="grid size-7 place-items-center rounded-md text-slate-500 hover:bg-slate-100"
            data-testid="upload-panel-clear"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </header>
      {!collapsed && (
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
          {entries.map((e) => (
            <li key={e.key} className="flex flex-col gap-1.5 px-4 py-3" data-testid="upload-entry" data-phase={e.phase}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800" title={e.name}>
                  {e.name}
                </span>
                <span className="shrink-0 text-xs text-slate-500">{formatBytes(e.size, i18n.language)}</span>
              </div>
              {e.phase === "uploading" || e.phase === "compressing" ? (
                <>
                  <ProgressBar
                    value={e.percent}
                    label={t(
                      e.phase === "uploading" ? "arProjects.uploads.uploadOf" : "arProjects.uploads.compressOf",
                      { name: e.name },
                    )}
                    tone="running"
                  />
                  <span className="text-xs text-slate-500">
                    {e.retrying ? t("jobs.retrying") : t(`arProjects.uploads.phase.${e.phase}`)}
                  </span>
                </>
              ) : e.phase === "ready" ? (
                <span className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
                  <CheckCircleIcon className="size-4" />
                  {t("arProjects.uploads.phase.ready")}
                </span>
              ) : (
                <div className="flex items-start justify-between gap-3">
                  <span role="alert" className="text-xs font-medium text-red-600" data-testid="upload-entry-error">
                    {t(e.error?.key ?? "arProjects.uploads.errors.http", e.error?.values)}
                  </span>
                  {e.retryable && onRetry && (
                    <button
                      type="button"
                      onClick={() => onRetry(e.key)}
                      className="shrink-0 text-xs font-medium text-brand-600 underline-offset-2 hover:underline"
                      data-testid="upload-entry-retry"
                    >
                      {t("jobs.retry")}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
