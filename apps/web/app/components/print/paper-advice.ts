// Which paper a print file needs (issue: the dialog advised "actual size" while the PDF page with
// bleed and crop marks is larger than its A4 sheet). The spec's presets stay as they are (A4 is
// 21 × 29.6 there); what is said is the file's page size — the sheet, plus 3 mm bleed and 5 mm of
// crop marks a side with bleed — and the smallest ISO paper it prints on at actual size, with how
// much "Fit to page" on the sheet's own paper would shrink the cards. Pure: the dialog and the
// "How to print it" list both say it, from card-layout's numbers, as the worker makes the page.
import { fitToPaperScale, paperFor, pdfPageSizeCm, type PaperName } from "@ar/card-layout";

export type PaperAdvice = {
  /** The file's page in cm (rounded to a millimetre). */
  width: number;
  height: number;
  bleed: boolean;
  /** The smallest A paper that holds the page at actual size; undefined past A0. */
  paper?: PaperName;
  /** The sheet's own paper, when the page no longer fits it: "Fit to page" there shrinks to `percent`. */
  shrink?: { paper: PaperName; percent: number };
};

export function paperAdvice(sheet: { width: number; height: number }, bleed: boolean): PaperAdvice {
  const page = pdfPageSizeCm(sheet, bleed);
  const paper = paperFor(page);
  const own = paperFor(sheet);
  const round = (n: number) => Math.round(n * 10) / 10;
  const shrink =
    own && own !== paper ? { paper: own, percent: Math.floor(fitToPaperScale(page, own) * 100) } : undefined;
  return {
    width: round(page.width),
    height: round(page.height),
    bleed,
    ...(paper ? { paper } : {}),
    ...(shrink ? { shrink } : {}),
  };
}

/** The advice as i18n keys and values (printDialog.paper.*), in reading order. */
export function paperAdviceLines(
  a: PaperAdvice,
  cm: (n: number) => string,
): { key: string; values: Record<string, unknown> }[] {
  const size = { width: cm(a.width), height: cm(a.height) };
  return [
    { key: a.bleed ? "printDialog.paper.bleedPage" : "printDialog.paper.page", values: size },
    a.paper
      ? { key: "printDialog.paper.printOn", values: { paper: a.paper } }
      : { key: "printDialog.paper.tooLarge", values: {} },
    ...(a.shrink ? [{ key: "printDialog.paper.shrink", values: { ...a.shrink } }] : []),
  ];
}
