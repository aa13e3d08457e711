import { startPrintExportInput } from "@ar/core";
export const ZStartPrintExportRequestSchema = startPrintExportInput;
