// The publish dialog (platform spec 4, 9): waits for the assets, saves, then shows the project's
// QR (220 px) with an invert option; the link uses the user's custom domain when there is one.
// Save is enabled only in the qr state; it stores the invert choice and closes.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Checkbox } from "../ui/checkbox";
import { Dialog, DialogContent } from "../ui/dialog";
import { LinkActions } from "../ui/link-actions";
import { Spinner } from "../ui/spinner";
import type { EditorProject } from "./editor-contract";
import { arLink } from "./list-model";
import type { Message } from "../../lib/api-error";
import { projectQrUrl } from "./projects-api";
import { PublishStatus } from "./publish-status";
import type { PublishStep } from "./use-publish";

export const QR_PREVIEW_PX = 220;

/** The published link: the user's custom domain if set, else the AR viewer host; App Clips have their own path. */
export function publishedLink(opts: {
  host: string;
  customDomain: string | null;
  projectId: number;
  clip: boolean;
}): string {
  const host = opts.customDomain ? `https://${opts.customDomain}` : opts.host;
  return opts.clip ? arLink(`${host.replace(/\/+$/, "")}/clip`, opts.projectId) : arLink(host, opts.projectId);
}

/**
 * A code project with several QR markers (issue 21): the script tells them apart by the link each
 * code carries (?m={marker id}), so each marker's own code is offered for printing. Other projects
 * have one QR scene, or their QR scenes all show the same content: the project code serves.
 */
function MarkerCodes({
  project,
  clip,
  invert,
  domain,
}: {
  project: EditorProject;
  clip: boolean;
  invert: boolean;
  domain: string | null;
}) {
  const { t } = useTranslation();
  const markers =
    project.type === "CODE"
      ? project.scenes.flatMap((s) => (s.qrMarker ? [{ id: s.qrMarker.id, name: s.name }] : []))
      : [];
  if (markers.length < 2) return null;
  return (
    <section
      className="w-full border-t border-slate-100 pt-3"
      aria-labelledby="marker-codes-heading"
      data-testid="publish-marker-codes"
    >
      <h3 id="marker-codes-heading" className="text-sm font-semibold text-slate-900">
        {t("arProjects.publish.markerCodes.heading")}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t("arProjects.publish.markerCodes.hint")}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {markers.map((m) => (
          <li key={m.id}>
            <a
              href={projectQrUrl(project.id, { clip, invert, domain, marker: m.id })}
              download={`${m.name}.svg`}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t("arProjects.publish.markerCodes.download", { name: m.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PublishDialog({
  open,
  project,
  step,
  error,
  customDomain,
  arHost,
  onRetry,
  onClose,
  onSaved,
}: {
  open: boolean;
  project: EditorProject;
  step: PublishStep;
  error: Message | null;
  customDomain: string | null;
  arHost: string;
  onRetry(): void;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [invert, setInvert] = useState(project.invert);
  const setParam = trpc.projects.setParam.useMutation();
  const busy = step === "uploadingAssets" || step === "loading";
  const clip = Boolean((project.features as { useAppClips?: boolean }).useAppClips);

  useEffect(() => {
    if (open) setInvert(project.invert);
    // Only when the dialog opens: later refetches must not undo the user's choice.
  }, [open]);

  const save = async () => {
    try {
      if (invert !== project.invert)
        await setParam.mutateAsync({ projectId: project.id, param: "invert", value: invert });
      onSaved();
    } catch {
      // Spec 8: a failed dialog save re-enables the button; the warning goes to the console.
      console.warn("saving the QR invert option failed");
    }
  };

  const link = publishedLink({ host: arHost, customDomain, projectId: project.id, clip });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent
        title={t("arProjects.publish.title")}
        width={460}
        data-testid="publish-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t("arProjects.common.cancel")}
            </Button>
            <Button
              onClick={() => void save()}
              disabled={step !== "qr"}
              loading={setParam.isPending}
              data-testid="publish-save"
            >
              {t("arProjects.publish.save")}
            </Button>
          </>
        }
      >
        {(step === "uploadingAssets" || step === "loading" || step === "idle") && (
          <div
            role="status"
            data-step={step}
            data-testid="publish-progress"
            className="flex flex-col items-center gap-3 py-10 text-center"
          >
            <Spinner className="size-8 text-brand-600" />
            <p className="text-sm font-medium text-slate-800">
              {t(step === "loading" ? "arProjects.publish.loading" : "arProjects.publish.uploadingAssets")}
            </p>
            <p className="max-w-xs text-xs text-slate-500">
              {t(step === "loading" ? "arProjects.publish.loadingHint" : "arProjects.publish.uploadingAssetsHint")}
            </p>
          </div>
        )}
        {step === "error" && (
          <Alert
            tone="error"
            title={t(error?.key ?? "arProjects.publish.errors.generic", error?.values)}
            data-testid="publish-error"
          >
            <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
              {t("arProjects.common.retry")}
            </Button>
          </Alert>
        )}
        {step === "qr" && (
          <div className="flex flex-col items-center gap-4" data-testid="publish-qr">
            <p className="text-center text-sm text-slate-600">{t("arProjects.publish.ready")}</p>
            <PublishStatus project={project} className="-mt-2 text-center" />
            <div className={invert ? "rounded-xl bg-black p-2" : "rounded-xl border border-slate-200 bg-white p-2"}>
              <img
                src={projectQrUrl(project.id, { clip, invert, domain: customDomain })}
                width={QR_PREVIEW_PX}
                height={QR_PREVIEW_PX}
                alt={t("arProjects.publish.qrAlt", { link })}
                className="block size-[220px]"
              />
            </div>
            <LinkActions
              link={link}
              qrSrc={projectQrUrl(project.id, { clip, invert, domain: customDomain })}
              qrFileName={`ar-project-${project.id}-qr.svg`}
              linkTestId="publish-link"
            />
            <Checkbox
              checked={invert}
              onCheckedChange={setInvert}
              label={t("arProjects.publish.invert")}
              data-testid="publish-invert"
            />
            <MarkerCodes project={project} clip={clip} invert={invert} domain={customDomain} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
