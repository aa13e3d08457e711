import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { findCollectionFor, mayOpenCollectionOf } from "../cards/collection-access";
import { toPrintExportDto, type PrintExportDto } from "./print-export-dto";

export async function findPrintExportFor(actor: Actor, exportId: number) {
  const row = await getDb().printExport.findUnique({
    where: { id: exportId },
    include: { collection: { select: { userId: true } } },
  });
  if (!row || !mayOpenCollectionOf(actor, row.collection)) throw notFound("Export not found");
  return row;
}

export async function getPrintExport(opts: { actor: Actor; exportId: number }): Promise<PrintExportDto> {
  return toPrintExportDto(await findPrintExportFor(opts.actor, opts.exportId));
}

/** The collection's exports, newest first (the "past exports" list). */
export async function listPrintExports(opts: { actor: Actor; collectionId: number }): Promise<PrintExportDto[]> {
  await findCollectionFor(opts.actor, opts.collectionId);
  const rows = await getDb().printExport.findMany({
    where: { collectionId: opts.collectionId },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return rows.map(toPrintExportDto);
}
