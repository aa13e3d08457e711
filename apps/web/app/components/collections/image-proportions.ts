// An image of other proportions than the card (issue 23): the classic editor used to stretch it
// over the card without a word. These are the rules for noticing it and the three ways to make
// it fit — crop (the wizard's crop dialog), fit (the whole image with white margins) and fill
// (the largest centred part of the card's shape). Pure maths here, unit-tested; the pixels are
// drawn by fit-image.ts.
import { initialCrop } from "@ar/card-layout";
import type { Size } from "./card-size";

export type ProportionMode = "crop" | "fit" | "fill";
export type Rect = { x: number; y: number; width: number; height: number };

/** Aspect ratios closer than this (1 %) print the same: no question is asked. */
export const ASPECT_TOLERANCE = 0.01;

/** True when the image would be visibly stretched on a card of the given size. */
export function proportionsDiffer(image: Size, card: Size | null): boolean {
  if (!card || !(card.width > 0) || !(card.height > 0) || !(image.width > 0) || !(image.height > 0)) return false;
  const ratio = image.width / image.height / (card.width / card.height);
  return Math.abs(ratio - 1) > ASPECT_TOLERANCE;
}

/**
 * The picture that goes on the card, in the image's own resolution: `size` is the result's
 * pixel size (the card's shape), `source` the part of the image drawn and `target` where.
 */
export function placement(mode: "fit" | "fill", image: Size, card: Size): { size: Size; source: Rect; target: Rect } {
  const aspect = card.width / card.height;
  if (mode === "fill") {
    const c = initialCrop(image, aspect);
    const source = { x: Math.round(c.x), y: Math.round(c.y), width: Math.round(c.width), height: Math.round(c.height) };
    return {
      size: { width: source.width, height: source.height },
      source,
      target: { x: 0, y: 0, width: source.width, height: source.height },
    };
  }
  // Fit: the card shape around the whole image; the image centred, the rest white.
  const wider = image.width / image.height > aspect;
  const size = wider
    ? { width: image.width, height: Math.round(image.width / aspect) }
    : { width: Math.round(image.height * aspect), height: image.height };
  const target = {
    x: Math.round((size.width - image.width) / 2),
    y: Math.round((size.height - image.height) / 2),
    width: image.width,
    height: image.height,
  };
  return { size, source: { x: 0, y: 0, width: image.width, height: image.height }, target };
}

/** Where the crop dialog starts: the largest centred rectangle of the card's shape. */
export function cardShapedCrop(image: Size, card: Size): Rect {
  const c = initialCrop(image, card.width / card.height);
  return { x: Math.round(c.x), y: Math.round(c.y), width: Math.round(c.width), height: Math.round(c.height) };
}
