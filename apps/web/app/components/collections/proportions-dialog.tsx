// Asked when a picked image's proportions differ from the card's (issue 23): crop it with the
// wizard's crop dialog, fit it whole with white margins, or fill the card and cut the edges. The
// preview is the real result (the re-encoded file), drawn in the card's shape.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { rovingKeyDown } from "../../lib/roving-index";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { CropDialog } from "../wizard/design/crop-dialog";
import { loadImage, renderDesignImage, type CropRect } from "../wizard/design/image-pixels";
import type { Side, Size } from "./card-size";
import { renderProportioned } from "./fit-image";
import { cardShapedCrop, placement, type ProportionMode } from "./image-proportions";

export type PendingImage = { side: Side; file: File; url: string; natural: Size };
const MODES: ProportionMode[] = ["fit", "fill", "crop"];

export function ProportionsDialog({
  pending,
  card,
  onApply,
  onCancel,
}: {
  pending: PendingImage | null;
  card: Size | null;
  onApply(side: Side, file: File, mode: ProportionMode): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ProportionMode>("fit");
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropRect | null>(null);
  const [cropOpen, setCropOpen] = useState(false);
  // The result remembers the choice it was made for: after a click on another mode, Apply waits
  // for that mode's file instead of applying the previous one (a race CI found: "fill" applied
  // the "fit" file made a moment before).
  const [result, setResult] = useState<{ file: File; url: string; mode: ProportionMode; crop: CropRect | null } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const resultUrl = useRef<string | null>(null);

  // Each pending image starts at "fit" (nothing of the picture is lost), with no result yet: the
  // previous image's result must not be offered to Apply while this one's is being made.
  useEffect(() => {
    setMode("fit");
    setCrop(null);
    setImage(null);
    setResult(null);
    setFailed(false);
    if (!pending) return;
    let live = true;
    loadImage(pending.url)
      .then((img) => live && setImage(img))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pending]);

  // The preview is the file that will be used: re-made whenever the choice changes.
  useEffect(() => {
    if (!pending || !image || !card) return;
    let live = true;
    const make = async (): Promise<File | null> => {
      if (mode !== "crop") return renderProportioned(image, mode, card, pending.file.name);
      if (!crop) return null;
      // A free-shaped crop is then cut to the card's shape, centred within it.
      const inner = placement("fill", { width: crop.width, height: crop.height }, card).source;
      const rect = { x: crop.x + inner.x, y: crop.y + inner.y, width: inner.width, height: inner.height };
      return renderDesignImage(image, rect, { width: rect.width, height: rect.height }, pending.file.name);
    };
    make()
      .then((file) => {
        if (!live) return;
        if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
        resultUrl.current = file ? URL.createObjectURL(file) : null;
        setResult(file && resultUrl.current ? { file, url: resultUrl.current, mode, crop } : null);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pending, image, card, mode, crop]);

  useEffect(
    () => () => {
      if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
    },
    [],
  );

  const choose = (next: ProportionMode) => {
    setMode(next);
    if (next === "crop") setCropOpen(true);
  };
  const fmt = (s: Size) => `${s.width} × ${s.height}`;
  const aspect = card ? card.width / card.height : 1;
  const showResult = result && result.mode === mode && result.crop === crop && (mode !== "crop" || crop);

  return (
    <>
      <Dialog open={pending !== null && !cropOpen} onOpenChange={(o) => !o && onCancel()}>
        <DialogContent
          title={t("cardsPolish.proportions.title")}
          description={
            pending && card
              ? t("cardsPolish.proportions.description", { card: fmt(card), image: fmt(pending.natural) })
              : undefined
          }
          width={560}
          data-testid="proportions-dialog"
          footer={
            <>
              <Button variant="secondary" onClick={onCancel} data-testid="proportions-cancel">
                {t("cardsPolish.proportions.cancel")}
              </Button>
              <Button
                disabled={!showResult}
                onClick={() => pending && showResult && onApply(pending.side, result.file, mode)}
                data-testid="proportions-apply"
              >
                {t("cardsPolish.proportions.apply")}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-4">
            <div
              role="radiogroup"
              aria-label={t("cardsPolish.proportions.title")}
              onKeyDown={rovingKeyDown}
              className="grid gap-2 sm:grid-cols-3"
            >
              {MODES.map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={mode === m}
                  tabIndex={mode === m ? 0 : -1}
                  onClick={() => choose(m)}
                  data-testid={`proportions-${m}`}
                  className={cn(
                    "flex flex-col items-start gap-0.5 rounded-lg border p-3 text-left focus-visible:outline-2 focus-visible:outline-brand-500",
                    mode === m ? "border-brand-500 bg-brand-50" : "border-slate-200 hover:border-slate-300",
                  )}
                >
                  <span className="text-sm font-semibold text-slate-900">{t(`cardsPolish.proportions.${m}`)}</span>
                  <span className="text-xs text-slate-600">{t(`cardsPolish.proportions.${m}Hint`)}</span>
                </button>
              ))}
            </div>
            <div className="flex flex-col items-center gap-2">
              <p className="self-start text-sm font-medium text-slate-700">{t("cardsPolish.proportions.preview")}</p>
              <div className="grid w-full place-items-center rounded-xl bg-slate-100 p-3">
                <div
                  className="relative overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm"
                  style={{ aspectRatio: `${aspect}`, width: `min(100%, ${Math.round(220 * aspect)}px)` }}
                >
                  {showResult ? (
                    <img
                      src={result.url}
                      alt={t("cardsPolish.proportions.preview")}
                      className="absolute inset-0 size-full"
                      data-testid="proportions-preview"
                    />
                  ) : (
                    !failed && (
                      <Spinner className="absolute top-1/2 left-1/2 size-5 -translate-x-1/2 -translate-y-1/2 text-brand-600" />
                    )
                  )}
                </div>
              </div>
            </div>
            {failed && (
              <p role="alert" className="text-sm font-medium text-red-600">
                {t("cardsPolish.proportions.failed")}
              </p>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <CropDialog
        open={cropOpen}
        onOpenChange={(o) => {
          setCropOpen(o);
          if (!o && !crop) setMode("fit");
        }}
        image={image}
        opposite={card}
        initial={pending && card ? cardShapedCrop(pending.natural, card) : null}
        onApply={(rect) => {
          setCrop(rect);
          setCropOpen(false);
        }}
      />
    </>
  );
}
