// The preview beside the editor: the sandboxed frame, what the last run did (objects, an error with
// its line, a stopped endless loop) and what the script printed.
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { AlertCircleIcon, CheckCircleIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { cn } from "../../lib/cn";
import { PreviewFrame, type PreviewAssetSource, type PreviewHandle } from "./preview-frame";
import type { FromFrame } from "./sandbox/protocol";

export type PreviewState =
  | { phase: "starting" }
  | { phase: "running" }
  | { phase: "ok"; objects: number }
  | { phase: "error"; kind: "syntax" | "runtime"; message: string; line: number | null }
  | { phase: "timeout"; seconds: number }
  | { phase: "fatal" };

export type RunReport = { logs: string[]; warnings: { message: string; line: number | null }[]; assetErrors: string[] };

export type MarkerToggle = { id: string; name: string; found: boolean };

export const PreviewPanel = forwardRef<
  PreviewHandle,
  {
    state: PreviewState;
    markers: MarkerToggle[];
    onMarkerToggle(id: string, found: boolean): void;
    report: RunReport;
    assets: PreviewAssetSource[];
    onMessage(message: FromFrame): void;
    onAssetsDelivered(): void;
    onResetView(): void;
  }
>(function PreviewPanel(
  { state, markers, onMarkerToggle, report, assets, onMessage, onAssetsDelivered, onResetView },
  ref,
) {
  const { t } = useTranslation();
  const lineText = (line: number | null, message: string) =>
    line ? t("codeEditor.preview.atLine", { line, message }) : message;

  let status;
  switch (state.phase) {
    case "starting":
    case "running":
      status = (
        <span className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-3.5 text-brand-600" />
          {t(state.phase === "starting" ? "codeEditor.preview.starting" : "codeEditor.preview.running")}
        </span>
      );
      break;
    case "ok":
      status = (
        <span className="flex items-center gap-2 text-emerald-700">
          <CheckCircleIcon className="size-4" />
          {t("codeEditor.preview.objects", { count: state.objects })}
        </span>
      );
      break;
    case "error":
      status = (
        <span className="flex items-start gap-2 text-red-700" role="alert">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">
              {t(state.kind === "syntax" ? "codeEditor.preview.syntaxError" : "codeEditor.preview.scriptError")}
            </span>{" "}
            <span data-testid="code-preview-error">{lineText(state.line, state.message)}</span>
          </span>
        </span>
      );
      break;
    case "timeout":
      status = (
        <span className="flex items-start gap-2 text-red-700" role="alert">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span data-testid="code-preview-error">{t("codeEditor.preview.timeout", { seconds: state.seconds })}</span>
        </span>
      );
      break;
    case "fatal":
      status = (
        <span className="flex items-start gap-2 text-red-700" role="alert">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {t("codeEditor.preview.noWebgl")}
        </span>
      );
      break;
  }

  const notes = [
    ...report.warnings.map((w) => lineText(w.line, w.message)),
    ...report.assetErrors.map((name) => t("codeEditor.preview.assetFailed", { name })),
  ];

  return (
    <section className="flex min-h-0 flex-col gap-2" aria-label={t("codeEditor.preview.title")}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{t("codeEditor.preview.title")}</h2>
        <button
          type="button"
          onClick={onResetView}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {t("codeEditor.preview.resetView")}
        </button>
      </div>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <PreviewFrame
          ref={ref}
          assets={assets}
          title={t("codeEditor.preview.frameTitle")}
          onMessage={onMessage}
          onAssetsDelivered={onAssetsDelivered}
        />
      </div>
      {markers.length > 0 && (
        <div className="flex flex-col gap-1" data-testid="code-preview-markers">
          <h3 className="text-xs font-medium text-slate-500">{t("codeEditor.preview.markers")}</h3>
          <p className="text-xs text-slate-500">{t("codeEditor.preview.markersHint")}</p>
          <div className="flex flex-wrap gap-1.5">
            {markers.map((m) => (
              <button
                key={m.id}
                type="button"
                aria-pressed={m.found}
                aria-label={t("codeEditor.preview.markerToggle", { name: m.name })}
                onClick={() => onMarkerToggle(m.id, !m.found)}
                className={cn(
                  "rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                  m.found
                    ? "border-emerald-300 bg-emerald-50 text-emerald-800"
                    : "border-slate-300 bg-white text-slate-600",
                )}
                data-testid="code-preview-marker"
              >
                {t(m.found ? "codeEditor.preview.markerFound" : "codeEditor.preview.markerLost", { name: m.name })}
              </button>
            ))}
          </div>
        </div>
      )}
      <div
        className={cn(
          "rounded-lg border px-3 py-2 text-xs",
          state.phase === "error" || state.phase === "timeout" || state.phase === "fatal"
            ? "border-red-200 bg-red-50"
            : "border-slate-200 bg-white",
        )}
        data-testid="code-preview-status"
        data-state={state.phase}
        aria-live="polite"
      >
        {status}
      </div>
      {notes.length > 0 && (
        <ul
          className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800"
          data-testid="code-preview-warnings"
        >
          {notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      {report.logs.length > 0 && (
        <div className="flex min-h-0 flex-col gap-1">
          <h3 className="text-xs font-medium text-slate-500">{t("codeEditor.preview.output")}</h3>
          <pre
            className="max-h-32 overflow-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs leading-5 whitespace-pre-wrap text-slate-100"
            data-testid="code-preview-logs"
          >
            {report.logs.join("\n")}
          </pre>
        </div>
      )}
    </section>
  );
});
