// Preview canvas and the output count under the placement form ("N sheets" / "N items").
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../ui/alert";
import type { PlacementDerived } from "./placement-form";
import { PlacementPreview, type PreviewCodes } from "./placement-preview";

export function PlacementSummary({
  derived,
  imageUrl,
  codes,
}: {
  derived: PlacementDerived;
  imageUrl: string;
  codes?: PreviewCodes | null;
}) {
  const { t } = useTranslation();
  const { layout, sheet, summary, fitsNothing, outOfBounds, cut } = derived;
  // The first sheet holds a full sheet or the whole (smaller) batch; with a bad count, a full one.
  const cards = derived.count.ok ? Math.min(derived.count.value, layout.perSheet) : layout.perSheet;
  const lines = useMemo(
    () =>
      sheet
        ? {
            cutLineStyle: cut.cutLineStyle,
            linesColor: cut.linesColor,
            extendedLinesWidth: cut.extendedLinesWidth,
            extendedLinesColor: cut.extendedLinesColor,
          }
        : null,
    [sheet, cut.cutLineStyle, cut.linesColor, cut.extendedLinesWidth, cut.extendedLinesColor],
  );

  return (
    // Side by side where there is room, the result under the preview on a phone.
    <section aria-label={t("print.placement.preview")} className="flex flex-col gap-4 sm:flex-row">
      <PlacementPreview
        layout={layout}
        cut={lines}
        cards={cards}
        imageUrl={imageUrl}
        codes={codes ?? null}
        label={
          sheet
            ? t("print.placement.previewLabel", { cards, perSheet: layout.perSheet })
            : t("print.placement.cardPreviewLabel")
        }
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 pt-1">
        <div aria-live="polite" data-testid="print-summary">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("print.placement.result")}</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="print-summary-count">
            {/* A count that is not a number yet, or a size that cannot be printed, has no result to show. */}
            {derived.count.ok && !outOfBounds ? t(`print.placement.${summary.unit}`, { count: summary.count }) : "—"}
          </p>
          {sheet && !fitsNothing && !outOfBounds && (
            <p className="mt-1 text-sm text-slate-600">
              {t("print.placement.perSheet", { columns: layout.columns, rows: layout.rows, perSheet: layout.perSheet })}
            </p>
          )}
        </div>
        {derived.capped && (
          <Alert tone="warning" data-testid="print-count-capped">
            {t("printDialog.capped", { count: derived.maxCount })}
          </Alert>
        )}
        {fitsNothing && (
          <Alert tone="warning" data-testid="print-no-fit">
            {t("print.placement.noFit")}
          </Alert>
        )}
      </div>
    </section>
  );
}
