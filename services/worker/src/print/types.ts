// Inputs and outputs of the print renderer. Everything arrives as buffers (the task wrapper
// fetches designs from storage) and leaves through a Writable (the wrapper streams it back
// to storage), so rendering never touches storage or the database itself.

import type { CutOptions } from "@ar/card-layout";
import type { ZipEntryMeta } from "./zip-sink";

export interface QrDesign {
  /** Top-left corner and side of the QR square, quiet zone included, in design pixels. */
  x: number;
  y: number;
  size: number;
  /** Width in pixels of the design image the position was set on. */
  designWidth: number;
  colors: { dark: string; light: string };
}

export interface PrintSideDesign {
  /** Background artwork (JPEG, PNG or anything sharp reads). */
  image: Buffer;
  qr?: QrDesign;
}

export interface PrintDesign {
  front: PrintSideDesign;
  /** Present for two-sided cards. */
  back?: PrintSideDesign;
  cardWidthCm: number;
  /** Omitted: derived from the width and the front image's aspect ratio (linked fields). */
  cardHeightCm?: number;
}

export interface PrintCard {
  id: string | number;
  /** What this card's QR code encodes, and its CSV line. */
  link: string;
}

export interface PrintJob {
  design: PrintDesign;
  cards: PrintCard[];
  cut: CutOptions;
}

export interface RenderOptions {
  /** Called with whole percentages that climb to 90 while rendering; the caller reports 100 once stored. */
  onProgress?: (percent: number) => void;
  /** Raster resolution; 300 for print, lower in tests. */
  dpi?: number;
  /** Pages rendered at once; defaults to the number of cores. */
  concurrency?: number;
  /** 'images' (zip of JPEGs, the product's format) or 'pdf'. Ignored for the csv template. */
  format?: "images" | "pdf";
  /** PDF only: add a 3 mm bleed and crop marks outside it. */
  bleed?: boolean;
  /** Stops rendering at the next page (the job's time limit); the render rejects with its reason. */
  signal?: AbortSignal;
  /**
   * Image zips only: render pages [start, end) of the whole batch (numbered as the whole batch
   * numbers them) and write a zip fragment — entries without the central directory — that the
   * split export's assembly joins with the others (docs/decisions/0030).
   */
  pages?: { start: number; end: number };
}

export interface RenderResult {
  kind: "zip" | "csv" | "pdf";
  contentType: string;
  /** Zip entries, CSV lines or PDF pages written. */
  files: number;
  /** With `pages`: the fragment's entries, for the assembly's central directory. */
  entries?: ZipEntryMeta[];
}

export class PrintRenderError extends Error {
  override name = "PrintRenderError";
}
