// Place QR on card dialog (editors spec 2, 5, 9): size (default 160, kept within 60–500),
// position in design pixels (snapped to the centre within 8 px of the canvas), dark and light
// colours with the contrast warning under a ratio of 10, a live preview of the real code and the
// QR check of the draft.
import {
  defaultQrOnSide,
  parseQrSize,
  QR_DEFAULT_SIZE,
  snapQr,
  type QrCheckReport,
  type QrPlacement,
} from "@ar/card-layout";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampQrPlacement } from "../../collections/card-size";
import { QrColorFields } from "../../collections/qr-color-fields";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { TextField } from "../../ui/text-field";
import type { QrColors, Size } from "./design-state";
import { QrCheckList } from "./qr-check-panel";

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function PlaceQrDialog({
  open,
  onOpenChange,
  side,
  qr,
  colors,
  scale,
  srcFor,
  checkFor,
  onApply,
  onRemove,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  side: Size;
  qr: QrPlacement | null;
  colors: QrColors;
  /** Canvas pixels per design pixel: snapping is 8 px on screen. */
  scale: number;
  srcFor(colors: QrColors): string;
  checkFor(qr: QrPlacement, colors: QrColors): QrCheckReport | null;
  onApply(qr: QrPlacement, colors: QrColors): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const start = qr ?? defaultQrOnSide(side, QR_DEFAULT_SIZE);
  const [size, setSize] = useState(String(start.size));
  const [x, setX] = useState(String(start.x));
  const [y, setY] = useState(String(start.y));
  const [draftColors, setDraftColors] = useState(colors);

  useEffect(() => {
    if (!open) return;
    const s = qr ?? defaultQrOnSide(side, QR_DEFAULT_SIZE);
    setSize(String(s.size));
    setX(String(s.x));
    setY(String(s.y));
    setDraftColors(colors);
    // Each opening starts from what is on the canvas.
  }, [open]);

  const parsedSize = parseQrSize(size);
  const xOk = NUMBER.test(x.trim());
  const yOk = NUMBER.test(y.trim());
  const valid = parsedSize.ok && xOk && yOk;
  // What Apply will store: snapped to the centre, then kept on the side (as the canvas does).
  const draft: QrPlacement | null = valid
    ? clampQrPlacement(snapQr({ x: Number(x), y: Number(y), size: parsedSize.value }, side, scale), side)
    : null;
  const report = draft ? checkFor(draft, draftColors) : null;
  const invalid = t("wizardDesign.upload.invalidNumber");

  // Leaving a field shows the value that will be used (clamped size, snapped position).
  const settle = () => {
    if (!draft) return;
    setSize(String(Math.round(draft.size)));
    setX(String(Math.round(draft.x)));
    setY(String(Math.round(draft.y)));
  };
  const centre = (axis: "x" | "y") => {
    if (!parsedSize.ok) return;
    const s = parsedSize.value;
    if (axis === "x") setX(String(Math.round((side.width - s) / 2)));
    else setY(String(Math.round((side.height - s) / 2)));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("wizardDesign.qr.title")}
        description={t("wizardDesign.qr.description", { width: side.width, height: side.height })}
        width={700}
        data-testid="qr-dialog"
        footer={
          <>
            {qr && (
              <Button
                variant="ghost"
                className="mr-auto text-red-700 hover:bg-red-50"
                onClick={onRemove}
                data-testid="qr-remove"
              >
                {t("wizardDesign.qr.remove")}
              </Button>
            )}
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("wizardDesign.cancel")}
            </Button>
            <Button disabled={!draft} onClick={() => draft && onApply(draft, draftColors)} data-testid="qr-apply">
              {t("wizardDesign.qr.apply")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5 sm:flex-row">
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <TextField
              label={t("wizardDesign.qr.size")}
              hint={t("wizardDesign.qr.sizeHint")}
              inputMode="numeric"
              value={size}
              error={parsedSize.ok ? undefined : invalid}
              onChange={(e) => setSize(e.target.value)}
              onBlur={settle}
              data-testid="qr-size"
            />
            <div className="grid grid-cols-2 gap-3">
              <div className="flex flex-col gap-1">
                <TextField
                  label={t("wizardDesign.qr.x")}
                  inputMode="numeric"
                  value={x}
                  error={xOk ? undefined : invalid}
                  onChange={(e) => setX(e.target.value)}
                  onBlur={settle}
                  data-testid="qr-x"
                />
                <Button variant="ghost" size="sm" className="self-start" onClick={() => centre("x")}>
                  {t("wizardDesign.qr.centreX")}
                </Button>
              </div>
              <div className="flex flex-col gap-1">
                <TextField
                  label={t("wizardDesign.qr.y")}
                  inputMode="numeric"
                  value={y}
                  error={yOk ? undefined : invalid}
                  onChange={(e) => setY(e.target.value)}
                  onBlur={settle}
                  data-testid="qr-y"
                />
                <Button variant="ghost" size="sm" className="self-start" onClick={() => centre("y")}>
                  {t("wizardDesign.qr.centreY")}
                </Button>
              </div>
            </div>
            <QrColorFields
              colors={draftColors}
              onColors={setDraftColors}
              labels={{
                dark: t("wizardDesign.qr.dark"),
                light: t("wizardDesign.qr.light"),
                contrast: t("wizardDesign.qr.contrast"),
              }}
            />
          </div>
          <div className="flex w-full shrink-0 flex-col gap-3 sm:w-56">
            <div className="grid aspect-square place-items-center rounded-xl border border-slate-200 bg-slate-50 p-3">
              <img
                src={srcFor(draftColors)}
                alt={t("wizardDesign.qr.previewAlt")}
                className="size-full rounded object-contain"
                data-testid="qr-preview"
              />
            </div>
            {report && <QrCheckList report={report} compact />}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
