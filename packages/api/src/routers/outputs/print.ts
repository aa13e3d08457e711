// The answers of the print export procedures.
import { z } from "zod";
import type { PrintExportDto } from "@ar/core/print";
import { count, failureCode, id, isoDate } from "./common";

/** The cut options as the export stored them (@ar/card-layout CutOptions, count set to the cards printed). */
const cutOptions = z.object({
  template: z.enum(["none", "Custom", "A3", "A4", "A5", "csv"]),
  width: z.number(),
  height: z.number(),
  placement: z.enum(["top-left", "center"]),
  cutLineStyle: z.enum(["none", "dashed", "extended", "extended-markers", "solid", "solid-bold"]),
  linesColor: z.string(),
  extendedLinesWidth: z.number(),
  extendedLinesColor: z.string(),
  count,
});

export const printExportDto = z.object({
  id,
  collectionId: id,
  createdAt: isoDate,
  status: z.enum(["queued", "rendering", "done", "error"]),
  progress: z.number(),
  fileName: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  failureCode: failureCode.nullable(),
  retrying: z.boolean(),
  options: z.object({ count, cut: cutOptions, format: z.enum(["images", "pdf"]), bleed: z.boolean() }),
}) satisfies z.ZodType<PrintExportDto>;
