// Fit maths: how many cards fit on a sheet and where each one goes.
//
// Cards sit edge to edge in a grid (no gutters: the cut between two cards is one shared
// line), so a sheet holds floor(sheet / card) cards across and down. The block of cards is
// either in the top-left corner or centred with equal margins on opposite sides.
// A print with bleed asks for a `gutter` between neighbours (bleed.ts: twice the bleed), so each
// card's bleed ends where its neighbour's begins and never crosses the neighbour's trim; a sheet
// then holds floor((sheet + gutter) / (card + gutter)). Without a gutter (absent or 0) every
// number below is computed exactly as before, so outputs without bleed are unchanged.
//
// A layout carries no unit of its own: `fitCards` works in centimetres, `scaleLayout` turns
// it into points (PDF) or canvas pixels, `layoutToPixels` into whole pixels for rasters.

import type { Placement } from "./cut-options";
import { pxPerCm } from "./units";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  sheetWidth: number;
  sheetHeight: number;
  cardWidth: number;
  cardHeight: number;
  placement: Placement;
  columns: number;
  rows: number;
  /** columns × rows; 0 when the card does not fit across or down. */
  perSheet: number;
  /** Top-left corner of the card block. */
  originX: number;
  originY: number;
  /** Space between neighbouring cards (same unit as the rest); absent: cards touch. */
  gutter?: number;
}

export interface FitInput {
  sheetWidth: number;
  sheetHeight: number;
  cardWidth: number;
  cardHeight: number;
  placement: Placement;
  /** Space between neighbouring cards, in cm; 0 or absent: edge to edge. */
  gutter?: number;
}

// Sizes typed in cm such as 29.6 / 14.8 are not exact in binary; without this slack a card
// that fits exactly (2 × 14.8 on 29.6) would be counted as not fitting.
const FIT_EPSILON = 1e-9;

function fitCount(available: number, size: number, gutter: number): number {
  // n cards and n − 1 gutters fit when n × (size + gutter) ≤ available + gutter.
  if (gutter > 0) return fitCount(available + gutter, size + gutter, 0);
  if (!(size > 0) || !(available > 0) || !Number.isFinite(available / size)) return 0;
  return Math.floor(available / size + FIT_EPSILON);
}

/** The gutter of a layout or fit input: a positive finite number, else 0. */
export function gutterOf(layout: { gutter?: number }): number {
  const g = layout.gutter;
  return g !== undefined && Number.isFinite(g) && g > 0 ? g : 0;
}

/** Width and height of the card block: the cards plus the gutters between them. */
export function blockSize(layout: SheetLayout): { width: number; height: number } {
  const g = gutterOf(layout);
  const span = (count: number, size: number) => count * size + (g > 0 ? Math.max(0, count - 1) * g : 0);
  return { width: span(layout.columns, layout.cardWidth), height: span(layout.rows, layout.cardHeight) };
}

/**
 * Every card's trim edges across (xs) and down (ys), ascending: shared lines when cards touch,
 * both edges of each gutter otherwise. Cut lines and crop marks are drawn at these.
 */
export function cardEdges(layout: SheetLayout): { xs: number[]; ys: number[] } {
  const g = gutterOf(layout);
  const edges = (origin: number, size: number, count: number): number[] =>
    g > 0
      ? Array.from({ length: count }, (_, i) => [origin + i * (size + g), origin + i * (size + g) + size]).flat()
      : Array.from({ length: count + 1 }, (_, i) => origin + i * size);
  return {
    xs: edges(layout.originX, layout.cardWidth, layout.columns),
    ys: edges(layout.originY, layout.cardHeight, layout.rows),
  };
}

export function fitCards(input: FitInput): SheetLayout {
  const gutter = gutterOf(input);
  const { gutter: _given, ...sizes } = input;
  const columns = fitCount(input.sheetWidth, input.cardWidth, gutter);
  const rows = fitCount(input.sheetHeight, input.cardHeight, gutter);
  const perSheet = columns * rows;
  const centre = input.placement === "center" && perSheet > 0;
  const gaps = (count: number) => (gutter > 0 ? (count - 1) * gutter : 0);
  // Clamp at 0: with the epsilon above, the block may exceed the sheet by a rounding error.
  const originX = centre ? Math.max(0, (input.sheetWidth - columns * input.cardWidth - gaps(columns)) / 2) : 0;
  const originY = centre ? Math.max(0, (input.sheetHeight - rows * input.cardHeight - gaps(rows)) / 2) : 0;
  return {
    ...sizes,
    ...(gutter > 0 ? { gutter } : {}),
    columns: perSheet > 0 ? columns : 0,
    rows: perSheet > 0 ? rows : 0,
    perSheet,
    originX,
    originY,
  };
}

/** Card height from its width, keeping the front image's aspect ratio (linked fields). */
export function linkedCardHeight(cardWidth: number, imageWidth: number, imageHeight: number): number {
  return imageWidth > 0 && imageHeight > 0 ? (cardWidth * imageHeight) / imageWidth : cardWidth;
}

/** Card width from its height, keeping the front image's aspect ratio (linked fields). */
export function linkedCardWidth(cardHeight: number, imageWidth: number, imageHeight: number): number {
  return imageWidth > 0 && imageHeight > 0 ? (cardHeight * imageWidth) / imageHeight : cardHeight;
}

export function sheetsNeeded(cardCount: number, perSheet: number): number {
  return perSheet > 0 && cardCount > 0 ? Math.ceil(cardCount / perSheet) : 0;
}

/**
 * Card rectangles in slot order (row by row, left to right). With `mirrored`, positions
 * are flipped left-right: the back of a sheet printed duplex (long-edge flip) puts the back
 * of the card in slot i exactly behind its front.
 */
export function cardRects(layout: SheetLayout, options: { mirrored?: boolean; limit?: number } = {}): Rect[] {
  const count = Math.min(layout.perSheet, options.limit ?? layout.perSheet);
  const rects: Rect[] = [];
  const g = gutterOf(layout);
  for (let slot = 0; slot < count; slot++) {
    const column = slot % layout.columns;
    const row = Math.floor(slot / layout.columns);
    const x = layout.originX + (g > 0 ? column * (layout.cardWidth + g) : column * layout.cardWidth);
    rects.push({
      x: options.mirrored ? layout.sheetWidth - x - layout.cardWidth : x,
      y: layout.originY + (g > 0 ? row * (layout.cardHeight + g) : row * layout.cardHeight),
      width: layout.cardWidth,
      height: layout.cardHeight,
    });
  }
  return rects;
}

/** Mirrors a layout left-right (for the backs of duplex sheets); cut lines follow it. */
export function mirrorLayout(layout: SheetLayout): SheetLayout {
  const blockWidth = blockSize(layout).width;
  return { ...layout, originX: layout.sheetWidth - layout.originX - blockWidth };
}

/** Same layout in other units (e.g. PT_PER_CM for PDF points, a preview scale for canvas). */
export function scaleLayout(layout: SheetLayout, unitsPerCm: number): SheetLayout {
  return {
    ...layout,
    sheetWidth: layout.sheetWidth * unitsPerCm,
    sheetHeight: layout.sheetHeight * unitsPerCm,
    cardWidth: layout.cardWidth * unitsPerCm,
    cardHeight: layout.cardHeight * unitsPerCm,
    originX: layout.originX * unitsPerCm,
    originY: layout.originY * unitsPerCm,
    ...(gutterOf(layout) > 0 ? { gutter: gutterOf(layout) * unitsPerCm } : {}),
  };
}

/**
 * Whole-pixel layout at `dpi`. Every card gets the same pixel size (so one decoded
 * background serves all slots) and cards still never overlap or leave the sheet: the card
 * size is rounded, then shrunk by a pixel if the rounded block would not fit.
 */
export function layoutToPixels(layout: SheetLayout, dpi: number): SheetLayout {
  const k = pxPerCm(dpi);
  const sheetWidth = Math.round(layout.sheetWidth * k);
  const sheetHeight = Math.round(layout.sheetHeight * k);
  const gutter = Math.round(gutterOf(layout) * k);
  const gaps = (count: number) => (gutter > 0 ? Math.max(0, count - 1) * gutter : 0);
  const fitPx = (cm: number, sheetPx: number, count: number): number =>
    count > 0
      ? Math.max(1, Math.min(Math.round(cm * k), Math.floor((sheetPx - gaps(count)) / count)))
      : Math.round(cm * k);
  const cardWidth = fitPx(layout.cardWidth, sheetWidth, layout.columns);
  const cardHeight = fitPx(layout.cardHeight, sheetHeight, layout.rows);
  const { gutter: _cm, ...rest } = layout;
  const px = { ...rest, sheetWidth, sheetHeight, cardWidth, cardHeight, ...(gutter > 0 ? { gutter } : {}) };
  if (layout.perSheet === 0) return { ...px, originX: 0, originY: 0 };
  const centre = layout.placement === "center";
  return {
    ...px,
    originX: centre ? Math.floor((sheetWidth - layout.columns * cardWidth - gaps(layout.columns)) / 2) : 0,
    originY: centre ? Math.floor((sheetHeight - layout.rows * cardHeight - gaps(layout.rows)) / 2) : 0,
  };
}
