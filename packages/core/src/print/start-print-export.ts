// Starts a print export: checks the collection and cards, stores the options, and enqueues the
// worker's print.render job in the same transaction.
import { z } from "zod";
import { linkedCardHeight, printSizeErrors, validateCutOptions } from "@ar/card-layout";
import { withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { AppError } from "../errors/app-error";
import { trackedJobKey } from "../jobs/tracked-jobs";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "../cards/collection-access";
import { readPrintDesign } from "./print-design";
import { toPrintExportDto, type PrintExportDto } from "./print-export-dto";

export const MAX_CARDS_PER_EXPORT = 10_000;
/** print.render attempts before an INTERNAL failure is final (docs/decisions/0012). */
export const PRINT_RENDER_ATTEMPTS = 3;

export const startPrintExportInput = z.object({
  collectionId: z.number().int().positive(),
  cardIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_CARDS_PER_EXPORT),
  cut: z.unknown(),
  format: z.enum(["images", "pdf"]).default("images"),
  bleed: z.boolean().default(false),
});

export async function startPrintExport(opts: { actor: Actor; input: unknown }): Promise<PrintExportDto> {
  const input = startPrintExportInput.parse(opts.input);
  const cut = validateCutOptions(input.cut);
  if (!cut.ok) {
    const fields = Object.fromEntries(Object.keys(cut.errors).map((k) => [`cut.${k}`, "invalid"]));
    throw new AppError("BAD_REQUEST", "Invalid print settings", { fields });
  }
  const collection = await findCollectionFor(opts.actor, input.collectionId);
  const design = readPrintDesign(collection);
  if (!design.ok && design.reason === "missing")
    throw new AppError("BAD_REQUEST", "The collection has no front design yet", {
      fields: { collectionId: "no_design" },
    });
  if (!design.ok)
    throw new AppError("BAD_REQUEST", "The collection's design cannot be printed as saved", {
      fields: { collectionId: "invalid_design", ...design.fields },
    });
  // Bounded by what a printer takes and one job's memory (docs/decisions/0018); the renderer
  // checks the same bounds again with the artwork's real proportions.
  const { plan } = design;
  const size = printSizeErrors({
    template: cut.value.template,
    sheetWidth: cut.value.width,
    sheetHeight: cut.value.height,
    cardWidth: plan.cardWidthCm,
    ...(plan.frontSize
      ? { cardHeight: linkedCardHeight(plan.cardWidthCm, plan.frontSize.width, plan.frontSize.height) }
      : {}),
  });
  if (Object.keys(size).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(size).map(([k, code]) => [k === "width" || k === "height" ? `cut.${k}` : k, code]),
    );
    throw new AppError("BAD_REQUEST", "The sheet or card size is outside what can be printed", { fields });
  }
  const cardIds = [...new Set(input.cardIds)];
  return withTransaction(async (tx) => {
    const found = await tx.card.count({ where: { collectionId: collection.id, id: { in: cardIds } } });
    if (found !== cardIds.length)
      throw new AppError("BAD_REQUEST", "Some cards are not in this collection", { fields: { cardIds: "invalid" } });
    const row = await tx.printExport.create({
      data: {
        collectionId: collection.id,
        userId: opts.actor.id,
        cardIds,
        options: {
          count: cardIds.length,
          cut: { ...cut.value, count: cardIds.length },
          format: input.format,
          bleed: input.bleed,
        },
      },
    });
    await enqueue(
      tx,
      "print.render",
      { exportId: row.id },
      { jobKey: trackedJobKey("printExport", row.id), maxAttempts: PRINT_RENDER_ATTEMPTS },
    );
    return toPrintExportDto(row);
  });
}
