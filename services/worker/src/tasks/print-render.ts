// print.render: renders one PrintExport to storage, under the job-state rules of tracked-task.ts
// (queued → rendering → done, or error with a failure code; never exception text, which can
// carry library internals). The output is written under a fixed key and only becomes visible
// when complete, so a retried or killed job never leaves half a file behind. Progress climbs to
// 90 while rendering, 100 stored. A design that is gone or unreadable fails at once: rendering
// it again would not bring it back.
import { PassThrough } from "node:stream";
import sharp from "sharp";
import { getDb } from "@ar/db";
import { cardLink, getLogger, getStorage, JobFailure, printDesignOf, type PrintExportOptions, type PrintSidePlan } from "@ar/core";
import { PrintRenderError, renderPrint, type PrintSideDesign } from "../print";
import { DESIGN_INPUT } from "../print/sharp-io";
import type { TrackedTaskSpec } from "../tracked-task";

const EXTENSION = { zip: "zip", csv: "csv", pdf: "pdf" } as const;

async function loadSide(plan: PrintSidePlan): Promise<PrintSideDesign> {
  const image = await getStorage().getBuffer(plan.imageKey);
  if (!image) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: plan.imageKey });
  // The renderer decodes it for every page; a picture that does not decode fails here, once, as
  // does one over the pixel cap (pdf-lib's embedPng would decode a PNG on the event loop).
  await sharp(image, DESIGN_INPUT).metadata().catch((e: unknown) => Promise.reject(new JobFailure("DESIGN_INVALID", { retryable: false, detail: plan.imageKey, cause: e })));
  return { image, ...(plan.qr ? { qr: plan.qr } : {}) };
}

export const printRender: TrackedTaskSpec<"print.render", "printExport"> = {
  job: "print.render",
  kind: "printExport",
  idOf: (p) => p.exportId,
  async run(exportId, { signal, progress, helpers }) {
    const db = getDb();
    const row = await db.printExport.findUnique({ where: { id: exportId }, include: { collection: true } });
    if (!row) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: "export row gone" });
    const options = row.options as unknown as PrintExportOptions;
    const design = printDesignOf(row.collection);
    if (!design) throw new JobFailure("DESIGN_MISSING", { retryable: false, detail: "no front design" });

    const cards = await db.card.findMany({ where: { id: { in: row.cardIds }, collectionId: row.collectionId }, select: { id: true }, orderBy: { createdAt: "asc" } });
    if (cards.length === 0) throw new JobFailure("NO_CARDS", { retryable: false });
    const job = {
      design: { front: await loadSide(design.front), ...(design.back ? { back: await loadSide(design.back) } : {}), cardWidthCm: design.cardWidthCm },
      cards: cards.map((c) => ({ id: c.id, link: cardLink({ cardId: c.id, v2: row.collection.cardType === "v2", domain: design.domain }) })),
      cut: options.cut,
    };

    const kind = options.cut.template === "csv" ? "csv" : options.format === "pdf" ? "pdf" : "zip";
    const fileName = `cards-${row.collectionId}-${exportId}.${EXTENSION[kind]}`;
    const storageKey = `print-exports/${exportId}/${fileName}`;
    const body = new PassThrough();
    const contentType = { zip: "application/zip", csv: "text/csv; charset=utf-8", pdf: "application/pdf" }[kind];
    const stored = getStorage().put(storageKey, body, { contentType });
    // Awaited below; an abort can reject it while the renderer is still busy.
    stored.catch(() => undefined);
    // At the time limit the half-written upload is aborted (the storage drivers discard it).
    const stop = () => body.destroy(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    try {
      await renderPrint(job, body, { onProgress: (p) => progress(Math.min(90, p)), format: options.format, bleed: options.bleed, signal });
      body.end();
    } catch (e) {
      body.destroy(e as Error);
      await stored.catch(() => undefined);
      // The renderer refuses settings it cannot print (no card fits, over the pixel budget): so would every retry.
      throw e instanceof PrintRenderError ? new JobFailure("SETTINGS_INVALID", { retryable: false, detail: e.message, cause: e }) : e;
    } finally {
      signal.removeEventListener("abort", stop);
    }
    const meta = await stored;
    getLogger().info({ exportId, cards: cards.length, bytes: meta.size, attempt: helpers.job.attempts }, "print export stored");
    return { result: { storageKey, fileName, contentType, size: BigInt(meta.size) }, written: [storageKey] };
  },
};
