// One design image slot (front or back): the preview, a file picker that also takes a dropped
// file, and the slot's state — waiting to be uploaded, uploading with progress, or an error.
import { useId, useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { buttonClasses } from "../ui/button";
import type { Size } from "./card-size";
import { ImageIcon, UploadIcon } from "../ui/icons";
import type { SideState } from "./editor-state";
import { DESIGN_IMAGE_ACCEPT } from "./image-files";
import { ProgressBar } from "../ui/progress-bar";

/** Longest the preview may be on screen; the width follows the image's proportions. */
const PREVIEW_MAX_HEIGHT = 320;

export function ImageSlot({
  label,
  side,
  frame,
  onPick,
  onMeasured,
  children,
  testId,
}: {
  label: string;
  side: SideState;
  /** The box the image fills (its aspect ratio); unknown until the image is measured. */
  frame: Size | null;
  onPick(file: File): void;
  onMeasured(size: Size): void;
  /** Drawn over the image in the same box (the QR square on the front). */
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const aspect = frame && frame.width > 0 && frame.height > 0 ? frame.width / frame.height : null;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) onPick(file);
  };

  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-3" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "grid min-h-56 place-items-center rounded-xl border-2 border-dashed p-3 transition-colors",
          dragging ? "border-brand-400 bg-brand-50" : "border-slate-200 bg-slate-50",
        )}
      >
        {side.url ? (
          <div
            className="relative select-none"
            style={
              aspect
                ? { aspectRatio: `${aspect}`, width: `min(100%, ${Math.round(PREVIEW_MAX_HEIGHT * aspect)}px)` }
                : { width: "100%" }
            }
          >
            <img
              src={side.url}
              alt={label}
              draggable={false}
              onLoad={(e) => onMeasured({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
              className={cn(
                "block rounded-md shadow-sm",
                aspect ? "absolute inset-0 size-full" : "mx-auto max-h-80 max-w-full",
              )}
              data-testid={`${testId}-image`}
            />
            {aspect && children}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-500">
            <ImageIcon className="size-8 text-slate-300" />
            <p>{t("collections.editor.noImage")}</p>
            <p className="text-xs text-slate-600">{t("collections.editor.drop")}</p>
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {/* A real label for the hidden input: clicking it opens the picker, keyboards reach it. */}
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: "secondary",
            size: "sm",
            className:
              "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
          })}
        >
          <UploadIcon className="size-4" />
          {t(side.url ? "collections.editor.replace" : "collections.editor.choose")}
          <input
            id={inputId}
            type="file"
            accept={DESIGN_IMAGE_ACCEPT}
            className="sr-only"
            aria-label={t("collections.editor.chooseFile", { slot: label })}
            data-testid={`${testId}-input`}
            disabled={side.status === "uploading"}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = "";
              if (file) onPick(file);
            }}
          />
        </label>
        {side.natural && (
          <span className="text-xs text-slate-500 tabular-nums">{t("collections.editor.sizePx", side.natural)}</span>
        )}
        {side.file && side.status === "init" && (
          <span className="text-xs font-medium text-amber-700">{t("collections.editor.pending")}</span>
        )}
      </div>

      {/* Progress shows while sending, and stays full once this session uploaded the image. */}
      {(side.status === "uploading" ||
        (side.status === "error" && side.file) ||
        (side.status === "ready" && side.progress === 100)) && (
        <ProgressBar
          testId="image-upload-progress"
          value={side.progress}
          tone={side.status === "error" ? "error" : side.status === "ready" ? "success" : "running"}
          label={t("collections.editor.uploadOf", { slot: label })}
        />
      )}
      {side.error && (
        <p role="alert" className="text-sm font-medium text-red-600" data-testid={`${testId}-error`}>
          {t(side.error)}
        </p>
      )}
    </section>
  );
}
