// The renderer's own check of what one job may allocate (docs/decisions/0018-heavy-work-bounds.md),
// so nothing that reaches it — an export queued before the bounds existed, a caller other than
// print.start — can make it allocate more: the print sizes again, with the card's real height, and
// the raw pixels held at once (pooled page buffers plus each side's decoded artwork).
import { MAX_JOB_PIXELS, printSizeErrors, type PrintSize } from "@ar/card-layout";
import { PrintRenderError } from "./types";

export function assertPrintableSize(size: PrintSize): void {
  const errors = Object.entries(printSizeErrors(size));
  if (errors.length > 0)
    throw new PrintRenderError(
      `The print size is out of bounds: ${errors.map(([field, code]) => `${field} ${code}`).join(", ")}`,
    );
}

/**
 * How many page buffers a raster job may hold, and so how many pages it renders at once: as many
 * as it wants (cores + 1) while they fit the budget beside the artwork, fewer for large sheets.
 */
export function pageBuffersWithin(opts: {
  pagePixels: number;
  artworkPixels: number;
  wanted: number;
  budget?: number;
}): { window: number; buffers: number } {
  const budget = opts.budget ?? MAX_JOB_PIXELS;
  const fit = Math.floor((budget - opts.artworkPixels) / opts.pagePixels);
  if (!(fit >= 1))
    throw new PrintRenderError(
      `A page of ${opts.pagePixels} pixels with ${opts.artworkPixels} pixels of artwork is over one job's ${budget}`,
    );
  const window = Math.max(1, Math.min(opts.wanted, fit));
  // One buffer more than pages in flight keeps a buffer of each kind (fronts and backs), when it fits.
  return { window, buffers: Math.min(window + 1, fit) };
}
