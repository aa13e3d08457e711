// The alpha-channel video dialog (editors spec 2, 4, 5): opened when a .webm or .mov video is
// chosen. The user picks how colour and transparency are packed (selectType), the file uploads
// with real progress (uploadVideo), the encoder's job is polled (processVideo), and on complete
// the dialog hands the encoded asset over and closes after 500 ms; any failure shows
// 'Произошла ошибка'. Reusable: the card wizard's features step and the AR scene editor open it
// with a file and an encoder base.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { jobFailureKey } from "../../lib/job-failure";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { CheckCircleIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import type { EncoderTarget } from "./alpha-video-api";
import {
  ALPHA_CLOSE_DELAY_MS,
  ALPHA_LAYOUTS,
  alphaProgress,
  type AlphaLayout,
  type AlphaVideoAsset,
} from "./alpha-video-state";
import { useAlphaEncode } from "./use-alpha-encode";

export type AlphaVideoDialogProps = {
  /** The chosen video; the dialog is open while it is set. */
  file: File | null;
  /** Closed by the user, or after completion. */
  onClose(): void;
  onComplete(asset: AlphaVideoAsset, layout: AlphaLayout): void;
  encoder?: EncoderTarget;
};

export function AlphaVideoDialog({ file, onClose, onComplete, encoder }: AlphaVideoDialogProps) {
  const { t } = useTranslation();
  const { state, start, reset, stop } = useAlphaEncode(encoder ?? {});
  const busy = state.phase === "uploadVideo" || state.phase === "processVideo";
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const layoutRef = useRef<AlphaLayout>("video-h");

  // Each new file starts from the type choice.
  useEffect(() => {
    reset();
  }, [file, reset]);

  // Spec 4: complete hands the asset over and closes after 500 ms.
  useEffect(() => {
    if (state.phase !== "complete") return;
    completeRef.current(state.asset, layoutRef.current);
    const timer = setTimeout(() => closeRef.current(), ALPHA_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const close = () => {
    stop();
    onClose();
  };
  const choose = (layout: AlphaLayout) => {
    if (!file) return;
    layoutRef.current = layout;
    void start(file, layout);
  };
  const progress = alphaProgress(state);

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t("wizard.alpha.title")}
        description={file ? t("wizard.alpha.file", { name: file.name }) : undefined}
        width={560}
        data-testid="alpha-video-dialog"
        footer={
          state.phase === "complete" ? undefined : (
            <>
              {state.phase === "error" && (
                <Button variant="secondary" onClick={reset} data-testid="alpha-retry">
                  {t("wizard.alpha.retry")}
                </Button>
              )}
              <Button
                variant={state.phase === "error" ? "primary" : "secondary"}
                onClick={close}
                data-testid="alpha-cancel"
              >
                {t(busy ? "wizard.alpha.cancel" : "common.close")}
              </Button>
            </>
          )
        }
      >
        <div className="flex flex-col gap-4" data-phase={state.phase} data-testid="alpha-video-body">
          {state.phase === "selectType" && (
            <>
              <p className="text-sm text-slate-600">{t("wizard.alpha.selectType")}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {ALPHA_LAYOUTS.map((layout) => (
                  <button
                    key={layout}
                    type="button"
                    onClick={() => choose(layout)}
                    data-testid={`alpha-layout-${layout}`}
                    className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <LayoutPicture layout={layout} />
                    <span className="text-sm font-semibold text-slate-900">
                      {t(`wizard.alpha.layouts.${layout}.title`)}
                    </span>
                    <span className="text-xs text-slate-500">{t(`wizard.alpha.layouts.${layout}.text`)}</span>
                  </button>
                ))}
              </div>
            </>
          )}
          {progress !== null && (
            <div className="flex flex-col gap-2 py-2">
              <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="alpha-status">
                {t(`wizard.alpha.phases.${state.phase}`)}
              </p>
              <ProgressBar
                size="md"
                value={progress}
                label={t(
                  state.phase === "uploadVideo" ? "wizard.alpha.uploadProgress" : "wizard.alpha.processProgress",
                )}
                tone={state.phase === "complete" ? "success" : "running"}
                testId="alpha-progress"
              />
              {state.phase === "processVideo" && (
                <p className="text-xs text-slate-500">
                  {t(state.retrying ? "jobs.retrying" : "wizard.alpha.processNote")}
                </p>
              )}
            </div>
          )}
          {state.phase === "complete" && (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
              <CheckCircleIcon className="size-4" />
              {t("wizard.alpha.done")}
            </p>
          )}
          {state.phase === "error" && (
            <Alert tone="error" data-testid="alpha-error">
              {t("wizard.alpha.error")}
              {state.failureCode && (
                <span className="mt-1 block" data-testid="alpha-failure">
                  {t(jobFailureKey(state.failureCode))}
                </span>
              )}
            </Alert>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A small drawing of how colour and alpha halves sit in the encoded frame. */
function LayoutPicture({ layout }: { layout: AlphaLayout }) {
  const vertical = layout === "video-v";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex overflow-hidden rounded-md border border-slate-300",
        vertical ? "h-16 w-12 flex-col" : "h-12 w-20 flex-row",
      )}
    >
      <span className="flex-1 bg-gradient-to-br from-rose-400 to-amber-300" />
      <span className="flex-1 bg-gradient-to-br from-white to-slate-500" />
    </span>
  );
}
