// The alpha-channel choice for .webm/.mov files (editors spec §4, §5): a regular video, or a
// transparent one converted by the encoder into a side-by-side MP4 (video-h or video-v), which the
// canvas then renders with the alpha-from-half shader. States: selectType, uploadVideo,
// processVideo, then complete (closes after 500 ms) or error.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorAsset, UploadAsset } from "../ar-projects/editor-contract";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { AlertCircleIcon, CheckCircleIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import {
  ALPHA_CLOSE_DELAY_MS,
  fetchAsFile,
  startAlphaEncode,
  waitForAlphaEncode,
  type AlphaLayout,
} from "./alpha-video";

type Step =
  | { name: "selectType" }
  | { name: "uploadVideo"; progress: number }
  | { name: "processVideo"; progress: number }
  | { name: "complete" }
  | { name: "error" };

const COMPRESSION_TOGGLE_LIMIT = 20 * 1024 * 1024;

export function AlphaChoiceDialog({
  file,
  uploadAsset,
  onPlain,
  onConverted,
  onClose,
}: {
  file: File;
  uploadAsset: UploadAsset;
  onPlain: () => void;
  onConverted: (asset: EditorAsset, layout: AlphaLayout) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: "selectType" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const convert = async (layout: AlphaLayout) => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      setStep({ name: "uploadVideo", progress: 0 });
      const processId = await startAlphaEncode(
        file,
        layout,
        (p) => setStep({ name: "uploadVideo", progress: p }),
        ctrl.signal,
      );
      setStep({ name: "processVideo", progress: 0 });
      const src = await waitForAlphaEncode(
        processId,
        (p) => setStep({ name: "processVideo", progress: p }),
        ctrl.signal,
      );
      setStep({ name: "processVideo", progress: 100 });
      const mp4 = await fetchAsFile(src, file.name, ctrl.signal);
      // Recompressing would only blur the mask edge; small files keep the encoder's output as is.
      const asset = await uploadAsset(mp4, { disableCompressing: mp4.size < COMPRESSION_TOGGLE_LIMIT });
      if (ctrl.signal.aborted) return;
      setStep({ name: "complete" });
      setTimeout(() => onConverted(asset, layout), ALPHA_CLOSE_DELAY_MS);
    } catch {
      if (!ctrl.signal.aborted) setStep({ name: "error" });
    }
  };

  const busy = step.name === "uploadVideo" || step.name === "processVideo";
  const option = (title: string, hint: string, onClick: () => void, testId: string) => (
    <button
      type="button"
      data-testid={testId}
      onClick={onClick}
      className="w-full rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span className="block text-sm font-medium text-slate-900">{title}</span>
      <span className="mt-0.5 block text-xs text-slate-500">{hint}</span>
    </button>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={t("sceneEditor.alpha.title")}
        description={t("sceneEditor.alpha.description", { name: file.name })}
        width={480}
        data-testid="alpha-choice"
        footer={
          step.name === "complete" ? null : (
            <Button variant="secondary" onClick={() => (abort.current?.abort(), onClose())}>
              {step.name === "error" ? t("sceneEditor.alpha.close") : t("sceneEditor.alpha.cancel")}
            </Button>
          )
        }
      >
        {step.name === "selectType" && (
          <div className="space-y-2">
            {option(t("sceneEditor.alpha.plain"), t("sceneEditor.alpha.plainHint"), onPlain, "alpha-plain")}
            {option(
              t("sceneEditor.alpha.horizontal"),
              t("sceneEditor.alpha.horizontalHint"),
              () => void convert("video-h"),
              "alpha-h",
            )}
            {option(
              t("sceneEditor.alpha.vertical"),
              t("sceneEditor.alpha.verticalHint"),
              () => void convert("video-v"),
              "alpha-v",
            )}
          </div>
        )}
        {busy && (
          <div className="space-y-2 py-2" role="status">
            <p className="text-sm text-slate-700">
              {step.name === "uploadVideo" ? t("sceneEditor.alpha.uploading") : t("sceneEditor.alpha.processing")}
            </p>
            <ProgressBar
              value={step.progress}
              label={step.name === "uploadVideo" ? t("sceneEditor.alpha.uploading") : t("sceneEditor.alpha.processing")}
            />
          </div>
        )}
        {step.name === "complete" && (
          <p className="flex items-center gap-2 py-2 text-sm font-medium text-emerald-700" role="status">
            <CheckCircleIcon className="size-5" />
            {t("sceneEditor.alpha.complete")}
          </p>
        )}
        {step.name === "error" && (
          <p className="flex items-center gap-2 py-2 text-sm font-medium text-red-600" role="alert">
            <AlertCircleIcon className="size-5" />
            {t("sceneEditor.alpha.error")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
