// The wizard's side column (editors spec 2): a tip for the current step, the tutorial video and
// the guide about choosing an AR marker. The video is a local poster until the user opens it;
// only then is the player's iframe (a third party) created, inside the video player dialog.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/use-root-data";
import { Card } from "../ui/card";
import { Dialog, DialogContent } from "../ui/dialog";
import { ExternalLinkIcon, InfoIcon, ScanIcon } from "../ui/icons";
import { MarkerGuideDialog } from "./marker-guide-dialog";
import { tutorialVideo } from "./tutorial-video";
import type { WizardStep } from "./wizard-steps";

export function SideColumn({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const { config } = useRootData();
  const video = tutorialVideo(config);
  const [videoOpen, setVideoOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  return (
    <aside className="flex flex-col gap-4" aria-label={t("wizard.side.title")} data-testid="wizard-side">
      <Card className="p-4">
        <p className="flex gap-2.5 text-sm text-slate-600">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span data-testid="wizard-tip">{t(`wizard.side.tips.${step}`)}</span>
        </p>
      </Card>
      {video && (
        <Card className="overflow-hidden">
          <button
            type="button"
            onClick={() => setVideoOpen(true)}
            className="group relative block aspect-video w-full bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-500 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
            aria-label={t("wizard.side.play")}
            data-testid="wizard-video-poster"
          >
            <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
              <span className="grid size-14 place-items-center rounded-full bg-white/90 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
                <svg viewBox="0 0 24 24" className="ml-1 size-6" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
          </button>
          <div className="p-4">
            <p className="text-sm font-semibold text-slate-900">{t("wizard.side.video")}</p>
            <p className="mt-0.5 text-xs text-slate-500">{t("wizard.side.videoText")}</p>
          </div>
        </Card>
      )}
      <Card className="p-4">
        <button
          type="button"
          onClick={() => setGuideOpen(true)}
          className="flex w-full items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          data-testid="wizard-marker-guide"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <ScanIcon className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t("wizard.side.markerGuide")}
            </span>
            <span className="mt-0.5 block text-xs text-slate-500">{t("wizard.side.markerGuideText")}</span>
          </span>
        </button>
      </Card>

      {video && (
        <Dialog open={videoOpen} onOpenChange={setVideoOpen}>
          <DialogContent title={t("wizard.side.video")} width={800} data-testid="wizard-video-dialog">
            <div className="flex flex-col gap-3">
              {/* Created only while the dialog is open: nothing is fetched from the video host before. */}
              <iframe
                src={video.embedUrl}
                title={t("wizard.side.video")}
                className="aspect-video w-full rounded-lg bg-slate-900"
                allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
              <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
                <span>{t("wizard.side.videoSource", { host: video.host })}</span>
                <a
                  href={video.embedUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  {t("wizard.side.openVideo", { host: video.host })}
                  <ExternalLinkIcon className="size-3.5" />
                </a>
              </p>
            </div>
          </DialogContent>
        </Dialog>
      )}
      <MarkerGuideDialog open={guideOpen} onOpenChange={setGuideOpen} />
    </aside>
  );
}
