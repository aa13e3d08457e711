import { z } from "zod";
export const ZGetPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });
