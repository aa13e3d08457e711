// @ar/core/print — Print: print exports of a card collection (start, list, retry, download) and their split into parts.
export * from "./print-design";
export * from "./print-export-dto";
export * from "./start-print-export";
export * from "./get-print-exports";
export * from "./open-print-download";
export * from "./retry-print-export";
export * from "./print-parts";
export * from "./card-link";
