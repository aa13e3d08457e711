// Template 'csv': the card links, one a line.

import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { PrintJob, RenderOptions, RenderResult } from "./types";

export async function renderCsv(job: PrintJob, out: Writable, options: RenderOptions = {}): Promise<RenderResult> {
  const done = finished(out);
  out.end(job.cards.map((card) => card.link).join("\n"));
  await done;
  options.onProgress?.(90);
  return { kind: "csv", contentType: "text/csv; charset=utf-8", files: job.cards.length };
}
