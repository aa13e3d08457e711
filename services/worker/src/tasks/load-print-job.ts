// What every print step reads before rendering: the export row, its design's pictures from
// storage and its cards with their links. print.render and each part of a split export
// (print.part) load the same way, so a part renders exactly the pages the whole would.
import sharp from "sharp";
import { getDb } from "@ar/db";
import { JobFailure } from "@ar/core/jobs";
import { cardLink, printDesignOf, type PrintExportOptions, type PrintSidePlan } from "@ar/core/print";
import { getStorage } from "@ar/core/storage";
import { PrintRenderError, type PrintJob, type PrintSideDesign } from "../print";
import { DESIGN_INPUT } from "../print/sharp-io";

export type LoadedPrintExport = {
  job: PrintJob;
  options: PrintExportOptions;
  collectionId: number;
  kind: "zip" | "csv" | "pdf";
};

async function loadSide(plan: PrintSidePlan): Promise<PrintSideDesign> {
  const image = await getStorage().getBuffer(plan.imageKey);
  if (!image) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: plan.imageKey });
  // The renderer decodes it for every page; a picture that does not decode fails here, once, as
  // does one over the pixel cap (pdf-lib's embedPng would decode a PNG on the event loop).
  await sharp(image, DESIGN_INPUT)
    .metadata()
    .catch((e: unknown) =>
      Promise.reject(new JobFailure("DESIGN_INVALID", { retryable: false, detail: plan.imageKey, cause: e })),
    );
  return { image, ...(plan.qr ? { qr: plan.qr } : {}) };
}

export async function loadPrintExport(exportId: number): Promise<LoadedPrintExport> {
  const db = getDb();
  const row = await db.printExport.findUnique({ where: { id: exportId }, include: { collection: true } });
  if (!row) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: "export row gone" });
  const options = row.options as unknown as PrintExportOptions;
  const design = printDesignOf(row.collection);
  if (!design) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: "no front design" });

  const cards = await db.card.findMany({
    where: { id: { in: row.cardIds }, collectionId: row.collectionId },
    select: { id: true }, // The id breaks ties (cards made in one statement share createdAt): each part of a split
    // export reads the list again and must see the same order.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (cards.length === 0) throw new JobFailure("NO_CARDS", { retryable: false });
  const job: PrintJob = {
    design: {
      front: await loadSide(design.front),
      ...(design.back ? { back: await loadSide(design.back) } : {}),
      cardWidthCm: design.cardWidthCm,
    },
    cards: cards.map((c) => ({
      id: c.id,
      link: cardLink({ cardId: c.id, v2: row.collection.cardType === "v2", domain: design.domain }),
    })),
    cut: options.cut,
  };
  const kind = options.cut.template === "csv" ? "csv" : options.format === "pdf" ? "pdf" : "zip";
  return { job, options, collectionId: row.collectionId, kind };
}

const EXTENSION = { zip: "zip", csv: "csv", pdf: "pdf" } as const;
export const CONTENT_TYPE = { zip: "application/zip", csv: "text/csv; charset=utf-8", pdf: "application/pdf" } as const;

/** The export's file: a fixed key per export, so a retried job overwrites rather than adds. */
export function exportFile(
  exportId: number,
  collectionId: number,
  kind: LoadedPrintExport["kind"],
): { storageKey: string; fileName: string; contentType: string } {
  const fileName = `cards-${collectionId}-${exportId}.${EXTENSION[kind]}`;
  return { storageKey: `print-exports/${exportId}/${fileName}`, fileName, contentType: CONTENT_TYPE[kind] };
}

/** The renderer refuses settings it cannot print (no card fits, over the pixel budget): so would every retry. */
export function printRenderFailure(error: unknown): unknown {
  return error instanceof PrintRenderError
    ? new JobFailure("SETTINGS_INVALID", { retryable: false, detail: error.message, cause: error })
    : error;
}
