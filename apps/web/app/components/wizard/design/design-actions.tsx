// The design step's buttons: the current side's actions above the canvas (upload or replace, crop,
// place the QR code) and the step's Back / Continue row, with what still blocks Continue.
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { ArrowLeftIcon, ArrowRightIcon, QrIcon, UploadIcon } from "../../ui/icons";
import { CropIcon } from "./design-icons";

export function SideActions(props: {
  hasImage: boolean;
  canPlaceQr: boolean;
  hasQr: boolean;
  saving: boolean;
  onUpload: () => void;
  onCrop: () => void;
  onQr: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={props.hasImage ? "secondary" : "primary"}
        size="sm"
        onClick={props.onUpload}
        disabled={props.saving}
        data-testid="design-upload"
      >
        <UploadIcon className="size-4" />
        {props.hasImage ? t("wizardDesign.replace") : t("wizardDesign.upload.open")}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={props.onCrop}
        disabled={!props.hasImage || props.saving}
        data-testid="design-crop"
      >
        <CropIcon className="size-4" />
        {t("wizardDesign.cropAction")}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={props.onQr}
        disabled={!props.canPlaceQr || props.saving}
        data-testid="design-qr"
      >
        <QrIcon className="size-4" />
        {props.hasQr ? t("wizardDesign.qr.edit") : t("wizardDesign.qr.open")}
      </Button>
    </div>
  );
}

export function DesignFooter(props: {
  blocker: string | null;
  ready: boolean;
  saving: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { blocker } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={props.onBack} disabled={props.saving}>
        <ArrowLeftIcon className="size-4" />
        {t("wizardDesign.back")}
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {blocker && (
          <p className="text-sm text-slate-500" id="design-blocker">
            {t(blocker)}
          </p>
        )}
        <Button
          onClick={props.onContinue}
          disabled={!props.ready}
          loading={props.saving}
          aria-describedby={blocker ? "design-blocker" : undefined}
          data-testid="design-continue"
        >
          {t("wizardDesign.continue")}
          <ArrowRightIcon className="size-4" />
        </Button>
      </div>
    </div>
  );
}
