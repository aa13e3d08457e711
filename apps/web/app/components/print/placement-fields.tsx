// The inputs of the placement dialog: count, template, sheet size with swap, card size (width and
// height linked by the front image), other settings and, for sheets, the PDF output choice.
import { SHEET_TEMPLATES } from "@ar/card-layout";
import { useState, type Dispatch, type SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../ui/checkbox";
import { icon } from "../ui/icons";
import { TextField } from "../ui/text-field";
import { OtherSettings } from "./other-settings";
import {
  cardWidthForHeight,
  editSheetSize,
  selectTemplate,
  swapSheet,
  type ColorField,
  type PlacementDerived,
  type PlacementField,
  type PlacementFormValues,
} from "./placement-form";
import { SelectField } from "./select-field";
import { PaperNote } from "./paper-note";

const SwapIcon = icon(<path d="M7 4 3 8l4 4M3 8h13M17 20l4-4-4-4M21 16H8" />);

export function PlacementFields({
  values,
  derived,
  fieldError,
  onValues,
  onBlur,
  onCommitColor,
}: {
  values: PlacementFormValues;
  derived: PlacementDerived;
  fieldError: (f: PlacementField) => string | undefined;
  onValues: Dispatch<SetStateAction<PlacementFormValues>>;
  onBlur: (f: PlacementField) => void;
  onCommitColor: (field: ColorField, input: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const patch = (p: Partial<PlacementFormValues>) => onValues((v) => ({ ...v, ...p }));
  const cardHeight = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(derived.cardHeight);
  // The height as typed while its field is being edited; the width follows each valid length.
  const [heightDraft, setHeightDraft] = useState<string | null>(null);

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t("print.placement.count")}
          inputMode="numeric"
          autoComplete="off"
          value={values.count}
          {...(derived.maxCount !== undefined ? { hint: t("printDialog.max", { count: derived.maxCount }) } : {})}
          error={fieldError("count")}
          onChange={(e) => patch({ count: e.target.value })}
          onBlur={() => onBlur("count")}
          data-testid="print-count"
        />
        <SelectField
          label={t("print.placement.template")}
          value={values.template}
          options={SHEET_TEMPLATES.map((tpl) => ({ value: tpl, label: t(`print.placement.templates.${tpl}`) }))}
          onChange={(tpl) => onValues((v) => selectTemplate(v, tpl))}
          data-testid="print-template"
        />
      </div>

      <div>
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
          <TextField
            label={t("print.placement.sheetWidth")}
            inputMode="decimal"
            value={values.width}
            disabled={!derived.sheet}
            error={fieldError("width")}
            onChange={(e) => onValues((v) => editSheetSize(v, "width", e.target.value))}
            onBlur={() => onBlur("width")}
            data-testid="print-sheet-width"
          />
          <button
            type="button"
            aria-label={t("print.placement.swap")}
            title={t("print.placement.swap")}
            disabled={!derived.sheet}
            onClick={() => onValues(swapSheet)}
            data-testid="print-swap"
            className="mt-[26px] grid size-10 place-items-center rounded-lg border border-slate-300 bg-white text-slate-600 shadow-xs hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <SwapIcon className="size-4" />
          </button>
          <TextField
            label={t("print.placement.sheetHeight")}
            inputMode="decimal"
            value={values.height}
            disabled={!derived.sheet}
            error={fieldError("height")}
            onChange={(e) => onValues((v) => editSheetSize(v, "height", e.target.value))}
            onBlur={() => onBlur("height")}
            data-testid="print-sheet-height"
          />
        </div>
        {!derived.sheet && <p className="mt-1.5 text-xs text-slate-500">{t("print.placement.sheetHint")}</p>}
      </div>

      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t("print.placement.cardWidth")}
          inputMode="decimal"
          value={values.cardWidth}
          disabled={values.template === "csv"}
          error={fieldError("cardWidth")}
          onChange={(e) => patch({ cardWidth: e.target.value })}
          onBlur={() => onBlur("cardWidth")}
          data-testid="print-card-width"
        />
        <TextField
          label={t("print.placement.cardHeight")}
          inputMode="decimal"
          value={heightDraft ?? cardHeight}
          hint={t("print.placement.cardHeightHint")}
          disabled={values.template === "csv"}
          error={fieldError("cardHeight")}
          onChange={(e) => {
            setHeightDraft(e.target.value);
            const width = cardWidthForHeight(e.target.value, derived);
            if (width !== undefined) patch({ cardWidth: width });
          }}
          onBlur={() => setHeightDraft(null)}
          data-testid="print-card-height"
        />
      </div>

      <OtherSettings
        values={values}
        disabled={!derived.sheet}
        extendedVisible={derived.extendedVisible}
        marginError={fieldError("extendedLinesWidth")}
        onChange={patch}
        onCommitColor={onCommitColor}
        onBlurMargin={() => onBlur("extendedLinesWidth")}
      />

      {derived.sheet && (
        <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
          <div>
            <Checkbox
              label={t("print.placement.pdf")}
              checked={values.format === "pdf"}
              onCheckedChange={(pdf) => patch({ format: pdf ? "pdf" : "images" })}
              data-testid="print-pdf"
            />
            <p className="mt-0.5 pl-8 text-xs text-slate-500">{t("print.placement.pdfHint")}</p>
          </div>
          <Checkbox
            label={t("print.placement.bleed")}
            checked={values.format === "pdf" && values.bleed}
            disabled={values.format !== "pdf"}
            onCheckedChange={(bleed) => patch({ bleed })}
            data-testid="print-bleed"
          />
          {derived.bleed && <PaperNote sheet={{ width: derived.cut.width, height: derived.cut.height }} bleed />}
        </div>
      )}
    </>
  );
}
