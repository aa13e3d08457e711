export { renderPrint } from "./render-print";
export { renderSheetsZip } from "./render-sheets";
export { renderCardsZip } from "./render-cards";
export { renderCsv } from "./render-csv";
export { renderPdf, PDF_BLEED_MM, PDF_MARK_LENGTH_MM } from "./render-pdf";
export { RENDER_PROGRESS_MAX } from "./progress";
export * from "./types";
export { printPageCount, splitPages } from "./print-parts";
export { ZipSink, type ZipEntryMeta } from "./zip-sink";
