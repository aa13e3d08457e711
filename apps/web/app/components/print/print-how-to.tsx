// "How to print it", under a finished export in the Generating dialog: how many pages, whether to
// print double-sided and on which edge to flip (the worker mirrors backs for long-edge duplex),
// and on which paper at actual size (paper-advice.ts). The card size and sides come from the collection.
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { dataOf } from "../wizard/wizard-api";
import type { PrintExport } from "./print-api";
import { paperAdviceLines } from "./paper-advice";
import { printInstructions } from "./print-instructions";

export function PrintHowTo({ done }: { done: PrintExport }) {
  const { t, i18n } = useTranslation();
  // Fresh, not the cached copy: the dialog may have saved a new card width just before the export.
  const collection = trpc.cards.get.useQuery(
    { collectionId: done.collectionId },
    { staleTime: 0, refetchOnMount: "always" },
  );
  if (!collection.data || collection.isFetching) return null;
  const data = dataOf(collection.data);
  const front = data.frontside as { width?: unknown; height?: unknown } | undefined;
  const w = Number(front?.width);
  const h = Number(front?.height);
  const how = printInstructions({
    options: done.options,
    cardWidthCm: typeof data.cardWidth === "number" ? data.cardWidth : null,
    frontSize: w > 0 && h > 0 ? { width: w, height: h } : null,
    twoSided: Boolean(collection.data.backgroundBackSrc),
  });
  if (!how) return null;
  const cm = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const steps =
    how.kind === "sheets"
      ? [
          t(how.format === "pdf" ? "printDialog.howTo.pdfPages" : "printDialog.howTo.imagePages", { count: how.pages }),
          how.twoSided ? t("printDialog.howTo.duplex", { count: how.sheets }) : t("printDialog.howTo.simplex"),
          // The page size and its paper: with bleed the page is larger than the sheet.
          paperAdviceLines(how.paper, (n) => cm.format(n))
            .map((l) => t(l.key, l.values))
            .join(" "),
          t(how.bleed ? "printDialog.paper.cutMarks" : "printDialog.howTo.cut"),
        ]
      : [
          t("printDialog.howTo.cardFiles", { count: how.files }),
          how.twoSided ? t("printDialog.howTo.cardDuplex") : t("printDialog.howTo.simplex"),
          t("printDialog.howTo.cardSize", { width: cm.format(how.cardWidthCm), height: cm.format(how.cardHeightCm) }),
        ];
  return (
    <section
      aria-labelledby="print-how-to-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="print-how-to"
    >
      <h3 id="print-how-to-title" className="text-sm font-semibold text-slate-900">
        {t("printDialog.howTo.title")}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
