import { z } from "zod";
export const ZListPrintExportsRequestSchema = z.object({ collectionId: z.number().int().positive() });
