// Upload card image dialog (editors spec 2, 5, 9): a PNG or JPG of at most 10 MB, its width and
// height in pixels ('Input the valid number' otherwise; proportions kept unless unticked), an
// optional crop, and for QR cards the QR square placed at once (default size 200).
// An image used as it is goes up untouched; a cropped or resized one is re-encoded as JPEG.
import { linkedDimension, parseDesignDimension, parseQrSize, QR_UPLOAD_DEFAULT_SIZE } from "@ar/card-layout";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DESIGN_IMAGE_ACCEPT, designFileError } from "../../collections/image-files";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent } from "../../ui/dialog";
import { UploadIcon } from "../../ui/icons";
import { TextField } from "../../ui/text-field";
import { CropDialog } from "./crop-dialog";
import type { SideKey, Size } from "./design-state";
import { isUntouched, loadImage, renderDesignImage, type CropRect } from "./image-pixels";

export type UploadResult = { file: File; size: Size; qrSize: number | null };

/** Refusal keys of collections' image check → this step's texts. */
const REFUSALS: Record<string, string> = {
  "collections.editor.errors.type": "wizardDesign.errors.type",
  "collections.editor.errors.size": "wizardDesign.errors.size",
};

export function UploadImageDialog({
  open,
  onOpenChange,
  side,
  offerQr,
  opposite,
  onDone,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  side: SideKey;
  /** QR cards: offer to place the QR together with the image. */
  offerQr: boolean;
  opposite: Size | null;
  onDone(result: UploadResult): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ file: File; url: string; img: HTMLImageElement } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropRect | null>(null);
  const [cropping, setCropping] = useState(false);
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [keep, setKeep] = useState(true);
  const [withQr, setWithQr] = useState(offerQr);
  const [qrSize, setQrSize] = useState(String(QR_UPLOAD_DEFAULT_SIZE));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // Every opening starts empty; the preview URL is released when replaced or closed.
  useEffect(() => {
    if (!open) return;
    setSource(null);
    setRefusal(null);
    setCrop(null);
    setWidth("");
    setHeight("");
    setKeep(true);
    setWithQr(offerQr);
    setQrSize(String(QR_UPLOAD_DEFAULT_SIZE));
    setTouched(false);
    setFailed(false);
  }, [open, offerQr]);
  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const region =
    crop ?? (source ? { x: 0, y: 0, width: source.img.naturalWidth, height: source.img.naturalHeight } : null);
  const w = parseDesignDimension(width);
  const h = parseDesignDimension(height);
  const qr = parseQrSize(qrSize);
  const invalid = t("wizardDesign.upload.invalidNumber");

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = designFileError(file);
    if (refused) return setRefusal(REFUSALS[refused] ?? "wizardDesign.errors.type");
    const url = URL.createObjectURL(file);
    try {
      const img = await loadImage(url);
      setRefusal(null);
      setSource({ file, url, img });
      setCrop(null);
      setWidth(String(img.naturalWidth));
      setHeight(String(img.naturalHeight));
      setTouched(false);
    } catch {
      URL.revokeObjectURL(url);
      setRefusal("wizardDesign.errors.unreadable");
    }
  };

  // With proportions kept, one field follows the other along the current region's shape.
  const typeWidth = (value: string) => {
    setWidth(value);
    const n = parseDesignDimension(value);
    if (keep && n.ok && region) setHeight(String(linkedDimension(n.value, region.width, region.height)));
  };
  const typeHeight = (value: string) => {
    setHeight(value);
    const n = parseDesignDimension(value);
    if (keep && n.ok && region) setWidth(String(linkedDimension(n.value, region.height, region.width)));
  };

  const applyCrop = (rect: CropRect) => {
    setCrop(rect);
    setWidth(String(rect.width));
    setHeight(String(rect.height));
    setCropping(false);
  };

  const submit = async () => {
    setTouched(true);
    if (!source || !region || !w.ok || !h.ok || (withQr && !qr.ok)) return;
    setBusy(true);
    setFailed(false);
    try {
      const size = { width: w.value, height: h.value };
      const file = isUntouched(source.img, region, size)
        ? source.file
        : await renderDesignImage(source.img, region, size, source.file.name);
      onDone({ file, size, qrSize: withQr && qr.ok ? qr.value : null });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(side === "front" ? "wizardDesign.upload.titleFront" : "wizardDesign.upload.titleBack")}
        description={t("wizardDesign.upload.description")}
        width={650}
        data-testid="upload-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("wizardDesign.cancel")}
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={!source} data-testid="upload-apply">
              {t("wizardDesign.upload.apply")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="grid h-36 w-full shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 sm:w-48">
              {source ? (
                <img
                  src={source.url}
                  alt={t("wizardDesign.upload.previewAlt")}
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <UploadIcon className="size-8 text-slate-400" />
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={DESIGN_IMAGE_ACCEPT}
                className="sr-only"
                aria-label={t("wizardDesign.upload.choose")}
                data-testid="upload-file"
                onChange={(e) => {
                  void pick(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => input.current?.click()}>
                  <UploadIcon className="size-4" />
                  {source ? t("wizardDesign.upload.another") : t("wizardDesign.upload.choose")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!source}
                  onClick={() => setCropping(true)}
                  data-testid="upload-crop"
                >
                  {t("wizardDesign.upload.crop")}
                </Button>
              </div>
              {source ? (
                <p className="truncate text-sm text-slate-600" title={source.file.name}>
                  <span className="font-medium text-slate-900">{source.file.name}</span>
                  {" · "}
                  {t("wizardDesign.sizePx", { width: source.img.naturalWidth, height: source.img.naturalHeight })}
                  {crop && ` · ${t("wizardDesign.upload.cropped", { width: crop.width, height: crop.height })}`}
                </p>
              ) : (
                <p className="text-sm text-slate-500">{t("wizardDesign.upload.rules")}</p>
              )}
            </div>
          </div>

          {refusal && <Alert tone="error">{t(refusal)}</Alert>}

          <fieldset className="flex flex-col gap-3" disabled={!source}>
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t("wizardDesign.upload.sizeTitle")}</legend>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t("wizardDesign.upload.width")}
                inputMode="numeric"
                value={width}
                error={source && (touched || width !== "") && !w.ok ? invalid : undefined}
                onChange={(e) => typeWidth(e.target.value)}
                data-testid="upload-width"
              />
              <TextField
                label={t("wizardDesign.upload.height")}
                inputMode="numeric"
                value={height}
                error={source && (touched || height !== "") && !h.ok ? invalid : undefined}
                onChange={(e) => typeHeight(e.target.value)}
                data-testid="upload-height"
              />
            </div>
            <Checkbox
              checked={keep}
              onCheckedChange={setKeep}
              label={t("wizardDesign.upload.keep")}
              disabled={!source}
            />
          </fieldset>

          {offerQr && (
            <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" disabled={!source}>
              <Checkbox
                checked={withQr}
                onCheckedChange={setWithQr}
                label={t("wizardDesign.upload.withQr")}
                disabled={!source}
                data-testid="upload-with-qr"
              />
              {withQr && (
                <TextField
                  label={t("wizardDesign.upload.qrSize")}
                  hint={t("wizardDesign.qr.sizeHint")}
                  inputMode="numeric"
                  value={qrSize}
                  className="max-w-48"
                  error={qrSize !== "" && !qr.ok ? invalid : undefined}
                  onChange={(e) => setQrSize(e.target.value)}
                  onBlur={() => qr.ok && setQrSize(String(qr.value))}
                  data-testid="upload-qr-size"
                />
              )}
            </fieldset>
          )}
          {failed && <Alert tone="error">{t("wizardDesign.errors.encode")}</Alert>}
        </div>
        <CropDialog
          open={cropping}
          onOpenChange={setCropping}
          image={source?.img ?? null}
          opposite={opposite}
          initial={crop}
          onApply={applyCrop}
        />
      </DialogContent>
    </Dialog>
  );
}
