// How a big image export is cut into parts (docs/decisions/0030): page ranges of the batch as the
// renderer numbers it, so a part renders exactly the pages the whole would have at that place.

import { isSheetTemplate, layoutToPixels, sheetPages } from "@ar/card-layout";
import { printLayoutCm } from "./page-painter";
import type { PrintJob } from "./types";

/** Pages (zip entries) an image export of this job writes. */
export async function printPageCount(job: PrintJob, dpi = 300): Promise<number> {
  const twoSided = Boolean(job.design.back);
  if (!isSheetTemplate(job.cut.template)) return job.cards.length * (twoSided ? 2 : 1);
  const layout = layoutToPixels(await printLayoutCm(job), dpi);
  return sheetPages(job.cards.length, layout.perSheet, twoSided).length;
}

/**
 * Consecutive ranges of at most `partPages` pages, kept even so a sheet's front and back stay in
 * one part (two-sided sheets interleave them; nothing depends on it, but a part then holds whole
 * sheets). Sizes are balanced: 250 pages at 100 become 84 + 84 + 82, not 100 + 100 + 50.
 */
export function splitPages(total: number, partPages: number): { start: number; end: number }[] {
  const per = Math.max(2, partPages - (partPages % 2));
  const parts = Math.max(1, Math.ceil(total / per));
  let size = Math.ceil(total / parts);
  size += size % 2;
  const ranges: { start: number; end: number }[] = [];
  for (let start = 0; start < total; start += size) ranges.push({ start, end: Math.min(total, start + size) });
  return ranges;
}
