// Entry point of the print renderer: picks the output for the cut options' template.
// The caller (the graphile-worker task) owns storage, job progress rows and the final 100%.

import type { Writable } from "node:stream";
import { isSheetTemplate } from "@ar/card-layout";
import { renderCardsZip } from "./render-cards";
import { renderCsv } from "./render-csv";
import { renderPdf } from "./render-pdf";
import { renderSheetsZip } from "./render-sheets";
import { PrintRenderError, type PrintJob, type RenderOptions, type RenderResult } from "./types";

export async function renderPrint(job: PrintJob, out: Writable, options: RenderOptions = {}): Promise<RenderResult> {
  if (job.cards.length === 0) throw new PrintRenderError("No cards to print");
  if (job.cut.template === "csv") return renderCsv(job, out, options);
  if (options.format === "pdf") return renderPdf(job, out, options);
  return isSheetTemplate(job.cut.template) ? renderSheetsZip(job, out, options) : renderCardsZip(job, out, options);
}
