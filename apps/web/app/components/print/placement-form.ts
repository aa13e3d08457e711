// Pure state of the "Select the way to save cards" dialog: the raw field texts, the actions that
// change them and everything derived from them (layout, output count, errors, button label).
// All maths comes from @ar/card-layout so the preview shows what the worker renders; this file
// only decides how text fields map onto it. No React here, so it is unit-tested directly.
import {
  DEFAULT_CARD_WIDTH_CM,
  DEFAULT_CUT_OPTIONS,
  acceptColorInput,
  applyTemplate,
  isSheetTemplate,
  linkedCardHeight,
  linkedCardWidth,
  outputSummary,
  parseCardCount,
  parsePageSize,
  presetSize,
  printSizeErrors,
  type CutLineStyle,
  type CutOptions,
  type OutputSummary,
  type Placement,
  type Result,
  type SheetLayout,
  type SheetTemplate,
} from "@ar/card-layout";
import { placementLayout } from "./placement-layout";
import type { SizeErrorCode } from "./print-size-messages";

export type OutputFormat = "images" | "pdf";

/** What the inputs hold. Numbers stay text so a half-typed "14," is not rewritten under the cursor. */
export interface PlacementFormValues {
  count: string;
  template: SheetTemplate;
  width: string;
  height: string;
  cardWidth: string;
  placement: Placement;
  cutLineStyle: CutLineStyle;
  /** Committed '#RRGGBB'; the colour field keeps its own draft while typing. */
  linesColor: string;
  extendedLinesWidth: string;
  extendedLinesColor: string;
  format: OutputFormat;
  bleed: boolean;
}

export interface PlacementSubmission {
  count: number;
  cut: CutOptions;
  format: OutputFormat;
  bleed: boolean;
  /** The card size the user chose; the height follows the front image's aspect ratio. */
  cardWidthCm: number;
  cardHeightCm: number;
}

export interface PlacementDesign {
  /** Width / height of the front image. */
  frontAspect: number;
  /** A back image exists: 'none' then writes two images per card. */
  twoSided: boolean;
  /**
   * The cards there are to save (a paid order's): a larger count is capped to it, visibly — the
   * field says the maximum and the result counts the capped number (issue 23: 50 asked on a
   * 12-card order showed 13 sheets and exported 12). Undefined: no cap (the classic editor makes
   * the cards it is asked for).
   */
  maxCount?: number;
}

export type PlacementField = "count" | "width" | "height" | "cardWidth" | "cardHeight" | "extendedLinesWidth";
/**
 * Field → what is wrong: `invalid` (not a number), or a print bound of card-layout's
 * printSizeErrors (too_large, too_small, card_does_not_fit), the same check print.start makes.
 */
export type PlacementErrors = Partial<Record<PlacementField, SizeErrorCode>>;
export type SubmitLabel = "saveSheets" | "downloadCsv";
export type ColorField = "linesColor" | "extendedLinesColor";

export interface PlacementDerived {
  /** The typed count, already capped to `maxCount`. */
  count: Result<number>;
  /** The typed count was above `maxCount` (and was capped to it). */
  capped: boolean;
  maxCount?: number;
  /** Parsed options (fallback sizes while a field is bad); count is 0 while the count is bad. */
  cut: CutOptions;
  /** Sheet templates combine cards on sheets; 'none' and 'csv' do not use the sheet fields. */
  sheet: boolean;
  cardWidth: number;
  cardHeight: number;
  /** Layout in cm as the worker computes it ('none' and 'csv': one card is its own sheet). */
  layout: SheetLayout;
  /** A sheet template whose sheet holds no card across or down: nothing would be produced. */
  fitsNothing: boolean;
  summary: OutputSummary;
  submitLabel: SubmitLabel;
  extendedVisible: boolean;
  format: OutputFormat;
  bleed: boolean;
  errors: PlacementErrors;
  /** A size is outside card-layout's print bounds: nothing can be printed as set. */
  outOfBounds: boolean;
  /**
   * The submit button is enabled: not while a size is out of the print bounds or the card fits no
   * sheet (both shown at once); texts that are no number still block the submit itself, with messages.
   */
  canSubmit: boolean;
}

const INVALID = "invalid";

/**
 * The dialog's cut lines colour: a mid grey that shows on white paper and on most artwork. The
 * spec's #FFFFFF (card-layout's DEFAULT_CUT_OPTIONS, kept for API callers) is invisible on white
 * paper (issue 23; docs/decisions/0035).
 */
export const DIALOG_LINES_COLOR = "#808080";

export function initialPlacementValues(
  opts: { defaultCount?: number; cardWidthCm?: number } = {},
): PlacementFormValues {
  const d = DEFAULT_CUT_OPTIONS;
  const cardWidth = opts.cardWidthCm && opts.cardWidthCm > 0 ? opts.cardWidthCm : DEFAULT_CARD_WIDTH_CM;
  return {
    count: String(opts.defaultCount ?? d.count),
    template: d.template,
    width: String(d.width),
    height: String(d.height),
    cardWidth: String(cardWidth),
    placement: d.placement,
    cutLineStyle: d.cutLineStyle,
    linesColor: DIALOG_LINES_COLOR,
    extendedLinesWidth: String(d.extendedLinesWidth),
    extendedLinesColor: d.extendedLinesColor,
    format: "images",
    bleed: false,
  };
}

/** A positive length typed in cm or mm; a decimal comma is accepted (Russian keyboards). */
export function parseLength(text: string, { allowZero = false } = {}): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const n = Number(trimmed.replace(",", "."));
  return Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) ? n : undefined;
}

/**
 * The card width field's text for a typed card height: the two are linked by the front image's
 * proportions (editors spec 5), and the width is what the form keeps. Undefined while the text is
 * not a length, so the width stays as it was.
 */
export function cardWidthForHeight(
  text: string,
  current: { cardWidth: number; cardHeight: number },
): string | undefined {
  const height = parseLength(text);
  if (height === undefined || current.cardWidth <= 0 || current.cardHeight <= 0) return undefined;
  return String(Math.round(linkedCardWidth(height, current.cardWidth, current.cardHeight) * 100) / 100);
}

/** Choosing a preset fills width and height (card-layout's applyTemplate); others keep them. */
export function selectTemplate(v: PlacementFormValues, template: SheetTemplate): PlacementFormValues {
  const size = presetSize(template);
  if (!size) return { ...v, template };
  const next = applyTemplate(DEFAULT_CUT_OPTIONS, template);
  return { ...v, template, width: String(next.width), height: String(next.height) };
}

/** The swap button: the texts change places as typed. A landscape A4 is still A4. */
export function swapSheet(v: PlacementFormValues): PlacementFormValues {
  return { ...v, width: v.height, height: v.width };
}

/** Typing a sheet size on a preset turns the template into Custom: the preset no longer applies. */
export function editSheetSize(v: PlacementFormValues, field: "width" | "height", text: string): PlacementFormValues {
  const template = presetSize(v.template) ? "Custom" : v.template;
  return { ...v, template, [field]: text };
}

/** Colour fields commit on blur: hex with or without '#'; anything else keeps the previous colour. */
export function commitColor(v: PlacementFormValues, field: ColorField, input: string): PlacementFormValues {
  return { ...v, [field]: acceptColorInput(v[field], input) };
}

/** The margin and colour of the extended styles only mean something for those styles. */
export function showsExtendedFields(style: CutLineStyle): boolean {
  return style === "extended" || style === "extended-markers";
}

/** Editors spec 2: the button reads 'Save sheets' or 'Download as CSV' (card-layout's outputPlan), also for one image per card. */
export function submitLabelFor(template: SheetTemplate): SubmitLabel {
  return template === "csv" ? "downloadCsv" : "saveSheets";
}

export function derivePlacement(v: PlacementFormValues, design: PlacementDesign): PlacementDerived {
  const sheet = isSheetTemplate(v.template);
  const errors: PlacementErrors = {};
  const typed = parseCardCount(v.count);
  if (!typed.ok) errors.count = INVALID;
  const max = design.maxCount !== undefined && design.maxCount > 0 ? design.maxCount : undefined;
  const capped = typed.ok && max !== undefined && typed.value > max;
  const count: Result<number> = capped && max !== undefined ? { ok: true, value: max } : typed;

  // Bad lengths get a field error; the preview meanwhile uses the fallback so it never breaks
  // while the user types (spec 5: 21 × 29.7 for the sheet).
  const typedCardWidth = parseLength(v.cardWidth);
  if (typedCardWidth === undefined && v.template !== "csv") errors.cardWidth = INVALID;
  const cardWidth = typedCardWidth ?? DEFAULT_CARD_WIDTH_CM;
  const cardHeight = linkedCardHeight(cardWidth, design.frontAspect, 1);

  if (sheet && parseLength(v.width) === undefined) errors.width = INVALID;
  if (sheet && parseLength(v.height) === undefined) errors.height = INVALID;
  const width = parsePageSize(v.width, DEFAULT_CUT_OPTIONS.width);
  const height = parsePageSize(v.height, DEFAULT_CUT_OPTIONS.height);

  const extendedVisible = sheet && showsExtendedFields(v.cutLineStyle);
  const typedMargin = parseLength(v.extendedLinesWidth, { allowZero: true });
  if (extendedVisible && typedMargin === undefined) errors.extendedLinesWidth = INVALID;

  const cut: CutOptions = {
    template: v.template,
    width,
    height,
    placement: v.placement,
    cutLineStyle: v.cutLineStyle,
    linesColor: v.linesColor,
    extendedLinesWidth: typedMargin ?? DEFAULT_CUT_OPTIONS.extendedLinesWidth,
    extendedLinesColor: v.extendedLinesColor,
    count: count.ok ? count.value : 0,
  };

  const format: OutputFormat = sheet ? v.format : "images";
  const bleed = format === "pdf" && v.bleed;
  const layout = placementLayout({ sheet, width, height, cardWidth, cardHeight, placement: v.placement, bleed });
  const fitsNothing = sheet && layout.perSheet === 0;

  // The print bounds, for the sizes that are numbers: one that is not keeps its own error, and a
  // card width that is not says nothing about the card's height or whether it fits.
  const cardWidthInvalid = errors.cardWidth === INVALID;
  const bounds = printSizeErrors({
    template: v.template,
    sheetWidth: width,
    sheetHeight: height,
    cardWidth,
    cardHeight,
  });
  for (const [field, code] of Object.entries(bounds) as [PlacementField, SizeErrorCode][]) {
    if (cardWidthInvalid && (field === "cardHeight" || code === "card_does_not_fit")) continue;
    errors[field] ??= code;
  }
  const outOfBounds = Object.values(errors).some((code) => code !== INVALID);

  return {
    count,
    capped,
    ...(max !== undefined ? { maxCount: max } : {}),
    cut,
    sheet,
    cardWidth,
    cardHeight,
    layout,
    fitsNothing,
    summary: outputSummary(v.template, cut.count, layout.perSheet, design.twoSided),
    submitLabel: submitLabelFor(v.template),
    extendedVisible,
    format,
    bleed,
    errors,
    outOfBounds,
    canSubmit: !fitsNothing && !outOfBounds,
  };
}

/** What the dialog hands to onSubmit, or the field errors that stop it (nothing is requested). */
export function buildSubmission(
  v: PlacementFormValues,
  design: PlacementDesign,
): { ok: true; value: PlacementSubmission } | { ok: false; errors: PlacementErrors } {
  const d = derivePlacement(v, design);
  if (!d.count.ok || Object.keys(d.errors).length > 0 || !d.canSubmit) return { ok: false, errors: d.errors };
  return {
    ok: true,
    value: {
      count: d.count.value,
      cut: { ...d.cut, count: d.count.value },
      format: d.format,
      bleed: d.bleed,
      cardWidthCm: d.cardWidth,
      cardHeightCm: d.cardHeight,
    },
  };
}
