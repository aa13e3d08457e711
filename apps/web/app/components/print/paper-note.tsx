// Under the "3 mm bleed and crop marks" box: the PDF page is then larger than the sheet, so the
// dialog says its size and the paper it needs (paper-advice.ts) before anything is exported.
import { useTranslation } from "react-i18next";
import { paperAdvice, paperAdviceLines } from "./paper-advice";

export function PaperNote({ sheet, bleed }: { sheet: { width: number; height: number }; bleed: boolean }) {
  const { t, i18n } = useTranslation();
  const cm = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const lines = paperAdviceLines(paperAdvice(sheet, bleed), (n) => cm.format(n));
  return (
    <p className="basis-full text-xs text-slate-600" aria-live="polite" data-testid="print-paper">
      {lines.map((l) => t(l.key, l.values)).join(" ")}
    </p>
  );
}
