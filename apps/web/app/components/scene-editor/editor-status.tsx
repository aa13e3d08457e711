// What the scene editor tells the person besides the objects themselves: refused uploads and the
// download size under the object list; the snap hint, incomplete click actions and the drop
// target over the canvas.
import { useTranslation } from "react-i18next";
import { UploadIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import { formatBytes } from "../../lib/format-bytes";
import { DownloadIcon } from "./editor-icons";
import type { GizmoMode } from "./canvas-types";
import type { UploadFailure } from "./use-scene-uploads";

export function UploadFailures({ failed, onDismiss }: { failed: UploadFailure[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation();
  if (failed.length === 0) return null;
  return (
    <ul className="space-y-1 border-t border-slate-200 px-3 py-2" role="alert">
      {failed.map((f) => (
        <li key={f.key} className="flex items-start gap-2 text-xs text-red-700">
          <span className="min-w-0 flex-1 break-words" data-testid="scene-upload-failed">
            {t("sceneEditor.uploadFailed", { name: f.name })}: {t(f.reason.key, f.reason.values)}
          </span>
          <button type="button" className="shrink-0 font-medium underline" onClick={() => onDismiss(f.key)}>
            {t("sceneEditor.dismiss")}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DownloadSizeMeter({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className="flex items-center gap-2 border-t border-slate-200 px-4 py-2.5 text-xs text-slate-600"
      title={t("sceneEditor.downloadSizeHint")}
      data-testid="download-size"
    >
      <DownloadIcon className="size-4 text-slate-400" />
      <span className="flex-1">{t("sceneEditor.downloadSize")}</span>
      <span className="font-medium text-slate-800 tabular-nums">{formatBytes(bytes, i18n.language)}</span>
    </div>
  );
}

export function CanvasNotes(props: {
  hasSelection: boolean;
  shiftHeld: boolean;
  mode: GizmoMode;
  invalidCount: number;
  dragOver: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.hasSelection && (
        <p
          className={cn(
            "pointer-events-none absolute bottom-3 left-3 rounded-md px-2 py-1 text-xs shadow-sm",
            props.shiftHeld ? "bg-brand-600 text-white" : "bg-white/90 text-slate-600",
          )}
          data-testid="snap-hint"
        >
          {t(`sceneEditor.toolbar.snapHints.${props.mode}`)}
        </p>
      )}
      {props.invalidCount > 0 && (
        <p
          role="status"
          className="absolute right-3 bottom-3 max-w-sm rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-800 shadow-sm ring-1 ring-amber-200"
        >
          {t("sceneEditor.invalidActions", { count: props.invalidCount })}
        </p>
      )}
      {props.dragOver && (
        <div
          className="pointer-events-none absolute inset-2 grid place-items-center rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/80"
          data-testid="drop-overlay"
        >
          <span className="flex flex-col items-center gap-2 text-base font-medium text-brand-700">
            <UploadIcon className="size-8" />
            {t("sceneEditor.dropHere")}
          </span>
        </div>
      )}
    </>
  );
}
