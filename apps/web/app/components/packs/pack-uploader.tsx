// Adding items to a pack: a drop zone with a file picker, the refused files with why, and one
// progress bar per upload (the bytes really sent, from XMLHttpRequest).
import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CloseIcon } from "../ui/icons";
import { acceptAttribute, type PackType } from "./pack-files";
import type { PackItem } from "./packs-api";
import { ProgressBar } from "../ui/progress-bar";
import { usePackUploads, type UploadEntry } from "./use-pack-uploads";

export function PackUploader({
  pack,
  onUploaded,
  onDrained,
}: {
  pack: { id: number; type: PackType };
  onUploaded(item: PackItem): void;
  onDrained(): void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const uploads = usePackUploads(pack, { onUploaded, onDrained });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    uploads.addFiles([...e.dataTransfer.files]);
  };
  const onDragOver = (e: DragEvent) => {
    // Without preventDefault the browser would open the dropped file instead.
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };

  const finished = uploads.entries.some((e) => e.status === "done" || e.status === "error" || e.status === "cancelled");
  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(e) => {
          // Leaving for a child of the zone is not leaving the zone.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="pack-drop-zone"
        className={cn(
          "flex flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50/60",
        )}
      >
        <p className="text-sm text-slate-700">
          {t("packs.upload.drop")}{" "}
          <Button
            variant="ghost"
            size="sm"
            className="px-1.5 text-brand-700 underline underline-offset-2"
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            {t("packs.upload.browse")}
          </Button>
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {t(pack.type === "sticker" ? "packs.upload.stickersHint" : "packs.upload.modelsHint")}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptAttribute(pack.type)}
          aria-label={t("packs.upload.chooseFiles")}
          className="sr-only"
          tabIndex={-1}
          data-testid="pack-file-input"
          onChange={(e) => {
            uploads.addFiles([...(e.target.files ?? [])]);
            // Cleared so that picking the same file again fires change again.
            e.target.value = "";
          }}
        />
      </div>

      {uploads.refusals.length > 0 && (
        <Alert tone="warning" data-testid="pack-upload-refused">
          <ul className="flex flex-col gap-0.5">
            {uploads.refusals.map((m, i) => (
              <li key={i}>{t(m.key, m.values)}</li>
            ))}
          </ul>
        </Alert>
      )}

      {uploads.entries.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="pack-uploads">
          {uploads.entries.map((entry) => (
            <UploadRow key={entry.key} entry={entry} onCancel={() => uploads.cancel(entry.key)} />
          ))}
        </ul>
      )}
      {finished && !uploads.busy && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={uploads.clearFinished}>
            {t("packs.upload.clear")}
          </Button>
        </div>
      )}
    </div>
  );
}

function UploadRow({ entry, onCancel }: { entry: UploadEntry; onCancel(): void }) {
  const { t } = useTranslation();
  const active = entry.status === "waiting" || entry.status === "preparing" || entry.status === "uploading";
  const tone =
    entry.status === "error"
      ? "error"
      : entry.status === "done"
        ? "success"
        : entry.status === "cancelled"
          ? "muted"
          : "running";
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2" data-testid="pack-upload" data-status={entry.status}>
      <div className="flex h-7 items-center justify-between gap-3">
        <span className="min-w-0 truncate text-sm font-medium text-slate-800" title={entry.label}>
          {entry.label}
        </span>
        <span className="flex shrink-0 items-center gap-1">
          <span
            className={cn("text-xs", entry.status === "error" ? "font-medium text-red-600" : "text-slate-500")}
            aria-live="polite"
          >
            {entry.status === "error"
              ? t(entry.error?.key ?? "packs.upload.errors.generic", entry.error?.values)
              : t(`packs.upload.${entry.status}`)}
          </span>
          {active && (
            <button
              type="button"
              onClick={onCancel}
              aria-label={t("packs.upload.cancel", { name: entry.label })}
              className="grid size-7 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <CloseIcon className="size-3.5" />
            </button>
          )}
        </span>
      </div>
      <ProgressBar
        testId="pack-upload-progress"
        className="mt-1.5"
        value={entry.percent}
        tone={tone}
        label={t("packs.upload.progressOf", { name: entry.label })}
      />
    </li>
  );
}
