// Browser image work of the design step: decoding a picked or stored image, the downscaled
// greyscale copy the checks read, and the re-encoded design image after a crop or resize.
import { analysisSize, rgbaToGrey, type GreyImage } from "@ar/card-layout";
import type { Size } from "./design-state";

/** The spec's JPEG export quality for design images (editors spec 9: 95 or 96). */
export const DESIGN_JPEG_QUALITY = 0.95;

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Stored images are same-origin (/api/files); the flag keeps the canvas readable anyway.
    img.crossOrigin = "anonymous";
    img.onload = () =>
      img.naturalWidth > 0 && img.naturalHeight > 0 ? resolve(img) : reject(new Error("empty image"));
    img.onerror = () => reject(new Error("unreadable image"));
    img.src = url;
  });
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2d context");
  return { canvas, ctx };
}

/** The analysis copy (longest side 320, smoothed by the browser's downscale) as luminance. */
export function greyCopy(img: HTMLImageElement, target?: Size): GreyImage {
  const shape = analysisSize(target?.width ?? img.naturalWidth, target?.height ?? img.naturalHeight);
  const { ctx } = canvasOf(shape.width, shape.height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(img, 0, 0, shape.width, shape.height);
  const { data } = ctx.getImageData(0, 0, shape.width, shape.height);
  return rgbaToGrey(data, shape.width, shape.height);
}

export type CropRect = { x: number; y: number; width: number; height: number };

/**
 * The design image after a crop and/or a new size: the crop of the source drawn at
 * `size`, on white (a PNG's transparency prints as paper), as JPEG at the spec's quality.
 */
export async function renderDesignImage(
  img: HTMLImageElement,
  crop: CropRect,
  size: Size,
  name: string,
): Promise<File> {
  const { canvas, ctx } = canvasOf(size.width, size.height);
  ctx.fillStyle = "#FFFFFF";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(img, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", DESIGN_JPEG_QUALITY));
  if (!blob) throw new Error("encode failed");
  return new File([blob], `${name.replace(/\.[^.]+$/, "") || "design"}.jpg`, { type: "image/jpeg" });
}

/** True when the design is the source as it is: no crop and the natural size. */
export function isUntouched(img: { naturalWidth: number; naturalHeight: number }, crop: CropRect, size: Size): boolean {
  return (
    crop.x === 0 &&
    crop.y === 0 &&
    crop.width === img.naturalWidth &&
    crop.height === img.naturalHeight &&
    size.width === img.naturalWidth &&
    size.height === img.naturalHeight
  );
}
