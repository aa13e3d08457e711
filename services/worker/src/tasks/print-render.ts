// print.render: renders one PrintExport to storage. Idempotent: a finished export is skipped, and
// the output is written under a fixed key and only becomes visible when complete, so a retried or
// killed job never leaves half a file behind. Progress climbs to 90 while rendering, 100 stored.
import { PassThrough } from "node:stream";
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { parseJobPayload } from "@ar/jobs";
import { cardLink, getLogger, getStorage, printDesignOf, type PrintExportOptions, type PrintSidePlan } from "@ar/core";
import { renderPrint, type PrintSideDesign } from "../print";

const EXTENSION = { zip: "zip", csv: "csv", pdf: "pdf" } as const;

async function loadSide(plan: PrintSidePlan): Promise<PrintSideDesign> {
  const image = await getStorage().getBuffer(plan.imageKey);
  if (!image) throw new Error(`design image missing: ${plan.imageKey}`);
  return { image, ...(plan.qr ? { qr: plan.qr } : {}) };
}

export const printRender: Task = async (payload, helpers) => {
  const { exportId } = parseJobPayload("print.render", payload);
  const db = getDb();
  const row = await db.printExport.findUnique({ where: { id: exportId }, include: { collection: true } });
  if (!row || row.status === "done") return;
  const options = row.options as unknown as PrintExportOptions;
  const design = printDesignOf(row.collection);
  if (!design) throw new Error("the collection has no front design");
  await db.printExport.update({ where: { id: exportId }, data: { status: "rendering", progress: 0, error: null, attempts: { increment: 1 } } });

  const cards = await db.card.findMany({ where: { id: { in: row.cardIds }, collectionId: row.collectionId }, select: { id: true }, orderBy: { createdAt: "asc" } });
  const job = {
    design: { front: await loadSide(design.front), ...(design.back ? { back: await loadSide(design.back) } : {}), cardWidthCm: design.cardWidthCm },
    cards: cards.map((c) => ({ id: c.id, link: cardLink({ cardId: c.id, v2: row.collection.cardType === "v2", domain: design.domain }) })),
    cut: options.cut,
  };

  // Progress rows are written when the percentage changes, at most twice a second.
  let lastWrite = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const onProgress = (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < 500) return;
    lastWrite = now;
    pending = pending.then(() => db.printExport.update({ where: { id: exportId }, data: { progress: Math.min(90, percent) } }));
  };

  const kind = options.cut.template === "csv" ? "csv" : options.format === "pdf" ? "pdf" : "zip";
  const fileName = `cards-${row.collectionId}-${exportId}.${EXTENSION[kind]}`;
  const storageKey = `print-exports/${exportId}/${fileName}`;
  const body = new PassThrough();
  const contentType = { zip: "application/zip", csv: "text/csv; charset=utf-8", pdf: "application/pdf" }[kind];
  const stored = getStorage().put(storageKey, body, { contentType });
  try {
    await renderPrint(job, body, { onProgress, format: options.format, bleed: options.bleed });
    body.end();
  } catch (e) {
    body.destroy(e as Error);
    await stored.catch(() => undefined);
    await pending;
    await db.printExport.update({ where: { id: exportId }, data: { status: "error", error: (e as Error).message.slice(0, 500) } });
    throw e;
  }
  const meta = await stored;
  await pending;
  await db.printExport.update({
    where: { id: exportId },
    data: { status: "done", progress: 100, storageKey, fileName, contentType, size: BigInt(meta.size), finishedAt: new Date() },
  });
  getLogger().info({ exportId, cards: cards.length, bytes: meta.size, attempt: helpers.job.attempts }, "print export stored");
};
