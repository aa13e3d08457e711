// The collapsible "Other settings" of the placement dialog: placement, cut line style and
// colours, and — for the extended styles only — the margin and the extended colour.
import { CUT_LINE_STYLES, PLACEMENTS } from "@ar/card-layout";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { TextField } from "../ui/text-field";
import { ColorField } from "./color-field";
import type { ColorField as ColorKey, PlacementFormValues } from "./placement-form";
import { SelectField } from "./select-field";

export function OtherSettings({
  values,
  disabled,
  extendedVisible,
  marginError,
  onChange,
  onCommitColor,
  onBlurMargin,
}: {
  values: PlacementFormValues;
  /** Cut settings only apply when cards are combined on sheets. */
  disabled: boolean;
  extendedVisible: boolean;
  marginError?: string;
  onChange: (patch: Partial<PlacementFormValues>) => void;
  onCommitColor: (field: ColorKey, input: string) => void;
  onBlurMargin: () => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-xl border border-slate-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((e) => !e)}
        data-testid="print-other-settings"
        className="flex w-full items-center justify-between rounded-xl px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {t("print.placement.otherSettings")}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn("size-4 text-slate-500 transition-transform", expanded && "rotate-180")}
        >
          <path
            d="m6 9 6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {expanded && (
        <div id={panelId} className="grid grid-cols-2 gap-4 border-t border-slate-200 px-4 py-4">
          <SelectField
            label={t("print.placement.placement")}
            value={values.placement}
            disabled={disabled}
            options={PLACEMENTS.map((p) => ({ value: p, label: t(`print.placement.placements.${p}`) }))}
            onChange={(placement) => onChange({ placement })}
            data-testid="print-placement"
          />
          <SelectField
            label={t("print.placement.cutLineStyle")}
            value={values.cutLineStyle}
            disabled={disabled}
            options={CUT_LINE_STYLES.map((s) => ({ value: s, label: t(`print.placement.cutLineStyles.${s}`) }))}
            onChange={(cutLineStyle) => onChange({ cutLineStyle })}
            data-testid="print-cut-style"
          />
          <ColorField
            label={t("print.placement.linesColor")}
            value={values.linesColor}
            // Markers-only and no-line styles draw nothing in this colour.
            disabled={disabled || values.cutLineStyle === "none" || values.cutLineStyle === "extended-markers"}
            onCommit={(input) => onCommitColor("linesColor", input)}
            data-testid="print-lines-color"
          />
          {extendedVisible && (
            <>
              <TextField
                label={t("print.placement.extendedLinesWidth")}
                inputMode="decimal"
                value={values.extendedLinesWidth}
                error={marginError}
                onChange={(e) => onChange({ extendedLinesWidth: e.target.value })}
                onBlur={onBlurMargin}
                data-testid="print-extended-margin"
              />
              <ColorField
                label={t("print.placement.extendedLinesColor")}
                value={values.extendedLinesColor}
                disabled={disabled}
                onCommit={(input) => onCommitColor("extendedLinesColor", input)}
                data-testid="print-extended-color"
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
