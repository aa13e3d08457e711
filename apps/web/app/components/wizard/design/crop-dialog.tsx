// Crop image dialog (editors spec 5): a fabric canvas with the image and a crop frame, templates
// none (free), aspect (typed ratio, used only between 0.001 and 1000) and copy from the opposite
// side (only when that side has an image); the crop is never smaller than 100 px a side.
import {
  constrainCrop,
  fitInArea,
  initialCrop,
  MIN_CROP_SIZE,
  templateAspect,
  type CropTemplate,
  type Placement2d,
} from "@ar/card-layout";
import type { Rect } from "fabric";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";
import { cn } from "../../../lib/cn";
import { rovingKeyDown } from "../../../lib/roving-index";
import type { Size } from "./design-state";
import type { CropRect } from "./image-pixels";
import { useFabricCanvas } from "./use-fabric-canvas";

const AREA = { width: 620, height: 360 };
const BRAND = "#4F46E5";

export function CropDialog({
  open,
  onOpenChange,
  image,
  opposite,
  initial,
  onApply,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  image: HTMLImageElement | null;
  /** The other side's design size, when it has an image. */
  opposite: Size | null;
  initial: CropRect | null;
  onApply(rect: CropRect): void;
}) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<CropTemplate>("none");
  const [typed, setTyped] = useState("1:1");
  const [rect, setRect] = useState<CropRect | null>(null);
  const natural = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const aspect = templateAspect(template, typed, opposite);

  // Each opening (or the image arriving after it) starts free, from the given crop or the whole image.
  useEffect(() => {
    if (!open || !image) return;
    setTemplate("none");
    setRect(initial ?? initialCrop({ width: image.naturalWidth, height: image.naturalHeight }, undefined));
  }, [open, image]);

  // A template (or a new typed ratio) restarts from the largest centred rectangle of that shape.
  const choose = (next: CropTemplate, nextTyped = typed) => {
    setTemplate(next);
    setTyped(nextTyped);
    if (natural) setRect(initialCrop(natural, templateAspect(next, nextTyped, opposite)));
  };

  const templates: { value: CropTemplate; label: string; disabled?: boolean }[] = [
    { value: "none", label: t("wizardDesign.crop.templates.none") },
    { value: "aspect", label: t("wizardDesign.crop.templates.aspect") },
    { value: "opposite", label: t("wizardDesign.crop.templates.opposite"), disabled: !opposite },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("wizardDesign.crop.title")}
        description={t("wizardDesign.crop.description", { min: MIN_CROP_SIZE })}
        width={700}
        data-testid="crop-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("wizardDesign.cancel")}
            </Button>
            <Button disabled={!rect} onClick={() => rect && onApply(roundRect(rect))} data-testid="crop-apply">
              {t("wizardDesign.crop.apply")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-3">
            <div
              role="radiogroup"
              aria-label={t("wizardDesign.crop.template")}
              onKeyDown={rovingKeyDown}
              className="inline-flex w-fit flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
            >
              {templates.map((tpl) => (
                <button
                  key={tpl.value}
                  type="button"
                  role="radio"
                  aria-checked={template === tpl.value}
                  tabIndex={template === tpl.value ? 0 : -1}
                  disabled={tpl.disabled}
                  title={tpl.disabled ? t("wizardDesign.crop.noOpposite") : undefined}
                  onClick={() => choose(tpl.value)}
                  className={cn(
                    "h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40",
                    template === tpl.value
                      ? "bg-white text-slate-900 shadow-sm"
                      : "text-slate-600 hover:text-slate-900",
                  )}
                >
                  {tpl.label}
                </button>
              ))}
            </div>
            {template === "aspect" && (
              <TextField
                label={t("wizardDesign.crop.aspect")}
                hint={t("wizardDesign.crop.aspectHint")}
                error={aspect === undefined ? t("wizardDesign.crop.aspectInvalid") : undefined}
                value={typed}
                className="w-56"
                data-testid="crop-aspect"
                onChange={(e) => choose("aspect", e.target.value)}
              />
            )}
          </div>
          {image && rect && natural ? (
            <CropCanvas image={image} rect={rect} aspect={aspect} onChange={setRect} />
          ) : (
            <div className="grid h-40 place-items-center">
              <Spinner className="size-6 text-brand-600" />
            </div>
          )}
          {rect && (
            <p className="text-sm text-slate-600 tabular-nums" data-testid="crop-size">
              {t("wizardDesign.crop.result", { width: Math.round(rect.width), height: Math.round(rect.height) })}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function roundRect(r: CropRect): CropRect {
  return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
}

/** Puts the crop frame on a rectangle given in image pixels. */
function setFrame(frame: Rect, r: CropRect, q: Placement2d) {
  frame.set({
    left: q.x + r.x * q.scale,
    top: q.y + r.y * q.scale,
    width: r.width * q.scale,
    height: r.height * q.scale,
    scaleX: 1,
    scaleY: 1,
  });
  frame.setCoords();
}

/** The image with a movable, resizable crop frame; the rectangle is in image pixels. */
function CropCanvas({
  image,
  rect,
  aspect,
  onChange,
}: {
  image: HTMLImageElement;
  rect: CropRect;
  aspect: number | undefined;
  onChange(r: CropRect): void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const place = fitInArea(natural.width, natural.height, AREA, 8);
  const live = useRef({ aspect, onChange, place });
  live.current = { aspect, onChange, place };

  const { fab, ready } = useFabricCanvas(
    host,
    (f, element) => {
      const p = live.current.place;
      const canvas = new f.Canvas(element, {
        width: AREA.width,
        height: AREA.height,
        selection: false,
        backgroundColor: "#0F172A",
        uniformScaling: false,
      });
      const fixed = { originX: "left", originY: "top", selectable: false, evented: false } as const;
      // The whole image dimmed, and the same image at full strength inside the crop frame.
      canvas.add(
        new f.FabricImage(image, { ...fixed, left: p.x, top: p.y, scaleX: p.scale, scaleY: p.scale, opacity: 0.4 }),
      );
      const opening = new f.Rect({ originX: "left", originY: "top", absolutePositioned: true });
      const bright = new f.FabricImage(image, {
        ...fixed,
        left: p.x,
        top: p.y,
        scaleX: p.scale,
        scaleY: p.scale,
        clipPath: opening,
      });
      canvas.add(bright);
      const frame = new f.Rect({
        originX: "left",
        originY: "top",
        fill: "rgba(0,0,0,0)",
        stroke: "#FFFFFF",
        strokeWidth: 2,
        strokeUniform: true,
        strokeDashArray: [6, 4],
        borderColor: BRAND,
        cornerColor: "#FFFFFF",
        cornerStrokeColor: BRAND,
        transparentCorners: false,
        cornerStyle: "circle",
        cornerSize: 12,
        lockRotation: true,
        lockScalingFlip: true,
        hoverCursor: "move",
      });
      frame.setControlsVisibility({ mtr: false });
      canvas.add(frame);
      const sync = () => {
        opening.set({
          left: frame.left,
          top: frame.top,
          width: frame.getScaledWidth(),
          height: frame.getScaledHeight(),
        });
        bright.set({ dirty: true });
      };
      canvas.setActiveObject(frame);
      // The crop is kept within the image, at least 100 px and at the template's aspect while it moves.
      const constrain = () => {
        const q = live.current.place;
        const raw = {
          x: ((frame.left ?? 0) - q.x) / q.scale,
          y: ((frame.top ?? 0) - q.y) / q.scale,
          width: frame.getScaledWidth() / q.scale,
          height: frame.getScaledHeight() / q.scale,
        };
        const r = constrainCrop(raw, natural, live.current.aspect);
        setFrame(frame, r, q);
        sync();
        return r;
      };
      canvas.on("object:moving", constrain);
      canvas.on("object:scaling", constrain);
      canvas.on("object:modified", () => live.current.onChange(constrain()));
      return { canvas, frame, sync };
    },
    // One canvas per image.
    [image],
  );

  function place2frame(r: CropRect) {
    const current = fab.current;
    if (!current) return;
    const q = live.current.place;
    setFrame(current.frame, r, q);
    current.sync();
    // Corner handles only while an aspect is kept (side handles would break it).
    current.frame.setControlsVisibility({
      ml: aspect === undefined,
      mr: aspect === undefined,
      mt: aspect === undefined,
      mb: aspect === undefined,
      mtr: false,
    });
    current.canvas.requestRenderAll();
  }

  useEffect(() => {
    place2frame(rect);
  }, [ready, rect.x, rect.y, rect.width, rect.height, aspect]);

  return (
    <div
      className="mx-auto overflow-hidden rounded-xl"
      style={{ width: AREA.width, maxWidth: "100%", height: AREA.height }}
      role="img"
      aria-label={t("wizardDesign.crop.canvas")}
      data-testid="crop-canvas"
    >
      <div ref={host} />
    </div>
  );
}
