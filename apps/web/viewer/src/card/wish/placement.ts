// The maths of placing stickers and models on the card face, kept apart from the DOM so it can be
// unit-tested. Positions are contract §3 `Placed`: centre as fractions of the card's width and
// height, width as a fraction of the card width, rotation in radians clockwise on the card. The
// stage keeps the card's proportions, so screen pixels map linearly onto those fractions and a
// screen angle (y down) is a clockwise angle on the card.
import type { PackItem, Placed, PlacedInput } from "../types";

export type Point = { x: number; y: number };
export type Stage = { width: number; height: number };

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 1.5;
export const DEFAULT_SCALE = 0.3;
/** The server refuses more (contracts: at most 30 placed items per wish, stickers and models together). */
export const MAX_PLACED = 30;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Angle in (−π, π]. */
export function normalizeAngle(a: number): number {
  let r = a % (2 * Math.PI);
  if (r <= -Math.PI) r += 2 * Math.PI;
  if (r > Math.PI) r -= 2 * Math.PI;
  return r;
}

/** Keeps the centre on the card and the size within bounds, so nothing can be lost off the face. */
export function clampPlaced(p: Placed): Placed {
  return {
    ...p,
    x: clamp(p.x, 0, 1),
    y: clamp(p.y, 0, 1),
    scale: clamp(p.scale, MIN_SCALE, MAX_SCALE),
    rotation: normalizeAngle(p.rotation),
  };
}

/** A new item near the centre; each next one a little aside so a second tap does not hide the first. */
export function newPlacement(item: PackItem, alreadyPlaced: number): Placed {
  const step = (alreadyPlaced % 5) - 2;
  return {
    itemId: item.id,
    src: item.src,
    x: 0.5 + step * 0.06,
    y: 0.5 + step * 0.04,
    scale: DEFAULT_SCALE,
    rotation: 0,
  };
}

export function moveBy(p: Placed, dxPx: number, dyPx: number, stage: Stage): Placed {
  if (stage.width <= 0 || stage.height <= 0) return p;
  return clampPlaced({ ...p, x: p.x + dxPx / stage.width, y: p.y + dyPx / stage.height });
}

export function scaleBy(p: Placed, factor: number): Placed {
  if (!Number.isFinite(factor) || factor <= 0) return p;
  return clampPlaced({ ...p, scale: p.scale * factor });
}

export function rotateBy(p: Placed, radians: number): Placed {
  return clampPlaced({ ...p, rotation: p.rotation + radians });
}

/** Scroll wheel to scale: a notch (deltaY 100) is about 14 % smaller or larger. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-clamp(deltaY, -500, 500) * 0.0015);
}

const dist = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
const angle = (a: Point, b: Point) => Math.atan2(b.y - a.y, b.x - a.x);
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers from (a0, b0) to (a1, b1), relative to the placement at the gesture's start: the
 * item follows the fingers' midpoint, scales with their distance and turns with their angle.
 */
export function pinch(start: Placed, a0: Point, b0: Point, a1: Point, b1: Point, stage: Stage): Placed {
  const d0 = dist(a0, b0);
  const factor = d0 > 0 ? dist(a1, b1) / d0 : 1;
  const m0 = mid(a0, b0);
  const m1 = mid(a1, b1);
  const moved = moveBy(start, m1.x - m0.x, m1.y - m0.y, stage);
  return clampPlaced({
    ...moved,
    scale: start.scale * factor,
    rotation: start.rotation + angle(a1, b1) - angle(a0, b0),
  });
}

/** The rotate handle sits above the item (at rotation 0): the item turns so the handle points at the pointer. */
export function rotateToward(p: Placed, pointer: Point, stage: Stage): Placed {
  const centre = { x: p.x * stage.width, y: p.y * stage.height };
  if (dist(centre, pointer) < 1) return p;
  return clampPlaced({ ...p, rotation: angle(centre, pointer) + Math.PI / 2 });
}

/** Keyboard control of the selected item: arrows move 1 % (10 % with Shift), +/− scale, [ ] rotate 15°. */
export function applyKey(p: Placed, key: string, shift: boolean): Placed | null {
  const step = shift ? 0.1 : 0.01;
  switch (key) {
    case "ArrowLeft":
      return clampPlaced({ ...p, x: p.x - step });
    case "ArrowRight":
      return clampPlaced({ ...p, x: p.x + step });
    case "ArrowUp":
      return clampPlaced({ ...p, y: p.y - step });
    case "ArrowDown":
      return clampPlaced({ ...p, y: p.y + step });
    case "+":
    case "=":
      return scaleBy(p, 1.1);
    case "-":
    case "_":
      return scaleBy(p, 1 / 1.1);
    case "]":
      return rotateBy(p, Math.PI / 12);
    case "[":
      return rotateBy(p, -Math.PI / 12);
    default:
      return null;
  }
}

/** What the save sends: the server takes the src from the item id. Numbers rounded to keep the body small. */
export function toInput(list: readonly Placed[]): PlacedInput[] {
  const r = (v: number) => Math.round(v * 1e5) / 1e5;
  return list.map((p) => ({ itemId: p.itemId, x: r(p.x), y: r(p.y), scale: r(p.scale), rotation: r(p.rotation) }));
}
