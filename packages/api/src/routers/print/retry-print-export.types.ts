import { z } from "zod";
export const ZRetryPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });
