import type { CutOptions } from "@ar/card-layout";
import type { JobFailureCode } from "../jobs/job-failure";
import { trackedJobView } from "../jobs/tracked-jobs";

export type PrintExportOptions = { count: number; cut: CutOptions; format: "images" | "pdf"; bleed: boolean };

export type PrintExportDto = {
  id: number;
  collectionId: number;
  createdAt: string;
  status: "queued" | "rendering" | "done" | "error";
  progress: number;
  fileName: string | null;
  downloadUrl: string | null;
  /** Why it failed (status error), or why the attempt before the running one failed (retrying). */
  failureCode: JobFailureCode | null;
  /** An attempt failed and another one is queued or running. */
  retrying: boolean;
  options: PrintExportOptions;
};

type Row = {
  id: number;
  collectionId: number;
  createdAt: Date;
  status: PrintExportDto["status"];
  progress: number;
  fileName: string | null;
  failureCode: string | null;
  options: unknown;
};

export function toPrintExportDto(row: Row): PrintExportDto {
  const job = trackedJobView("printExport", row);
  return {
    id: row.id,
    collectionId: row.collectionId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    progress: row.progress,
    fileName: row.fileName,
    downloadUrl: row.status === "done" ? `/api/print-exports/${row.id}/download` : null,
    failureCode: job.failureCode,
    retrying: job.retrying,
    options: row.options as PrintExportOptions,
  };
}
