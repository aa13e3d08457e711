// The trackability score of an image marker (beyond the spec): 0–100 with a plain-language
// verdict and advice, and the switch for the heat map over the design canvas.
import type { TrackabilityReport } from "@ar/card-layout";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox";
import { Spinner } from "../../ui/spinner";
import { cn } from "../../../lib/cn";

const bar = { good: "bg-emerald-500", fair: "bg-amber-500", poor: "bg-red-500" } as const;
const text = { good: "text-emerald-700", fair: "text-amber-700", poor: "text-red-700" } as const;

export function TrackabilityPanel({
  report,
  busy,
  failed,
  heatmap,
  onHeatmap,
}: {
  report: TrackabilityReport | null;
  busy: boolean;
  failed: boolean;
  heatmap: boolean;
  onHeatmap(on: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="trackability-title"
      data-testid="trackability"
      aria-busy={busy || undefined}
    >
      <h3 id="trackability-title" className="text-sm font-semibold text-slate-900">
        {t("wizardDesign.track.title")}
      </h3>
      {busy && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-brand-600" />
          {t("wizardDesign.track.busy")}
        </p>
      )}
      {failed && <p className="text-sm text-red-700">{t("wizardDesign.track.failed")}</p>}
      {!busy && !failed && !report && <p className="text-sm text-slate-500">{t("wizardDesign.track.noImage")}</p>}
      {report && !busy && (
        <>
          <div className="flex items-baseline gap-2">
            <span
              className={cn("text-3xl font-semibold tabular-nums", text[report.verdict])}
              data-testid="trackability-score"
            >
              {report.score}
            </span>
            <span className="text-sm text-slate-500">/ 100</span>
            <span
              className={cn("ml-auto text-sm font-semibold", text[report.verdict])}
              data-testid="trackability-verdict"
            >
              {t(`wizardDesign.track.verdict.${report.verdict}`)}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className={cn("h-full rounded-full", bar[report.verdict])} style={{ width: `${report.score}%` }} />
          </div>
          <p className="text-sm text-slate-700">{t(`wizardDesign.track.explain.${report.verdict}`)}</p>
          {report.hints.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
              {report.hints.map((h) => (
                <li key={h}>{t(`wizardDesign.track.hints.${h}`)}</li>
              ))}
            </ul>
          )}
          <p className="text-xs text-slate-500 tabular-nums">
            {t("wizardDesign.track.stats", {
              points: report.points.length,
              coverage: Math.round(report.coverage * 100),
            })}
          </p>
          <Checkbox
            checked={heatmap}
            onCheckedChange={onHeatmap}
            label={t("wizardDesign.track.heatmap")}
            data-testid="heatmap-toggle"
          />
          {heatmap && <p className="text-xs text-slate-500">{t("wizardDesign.track.heatmapLegend")}</p>}
        </>
      )}
    </section>
  );
}
