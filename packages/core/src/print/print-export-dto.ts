import type { CutOptions } from "@ar/card-layout";

export type PrintExportOptions = { count: number; cut: CutOptions; format: "images" | "pdf"; bleed: boolean };

export type PrintExportDto = {
  id: number;
  collectionId: number;
  createdAt: string;
  status: "queued" | "rendering" | "done" | "error";
  progress: number;
  fileName: string | null;
  downloadUrl: string | null;
  error: string | null;
  options: PrintExportOptions;
};

type Row = {
  id: number; collectionId: number; createdAt: Date; status: PrintExportDto["status"]; progress: number;
  fileName: string | null; error: string | null; options: unknown;
};

export function toPrintExportDto(row: Row): PrintExportDto {
  return {
    id: row.id,
    collectionId: row.collectionId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    progress: row.progress,
    fileName: row.fileName,
    downloadUrl: row.status === "done" ? `/api/print-exports/${row.id}/download` : null,
    error: row.error,
    options: row.options as PrintExportOptions,
  };
}
