// Colours as scripts write them: "#rgb", "#rrggbb", 0xRRGGBB, "rgb(r, g, b)" and a few CSS names.
// Parsed in the Worker (no three.js there) so that a bad colour fails on the script's own line.

const NAMES: Record<string, number> = {
  white: 0xffffff,
  black: 0x000000,
  red: 0xff0000,
  green: 0x008000,
  lime: 0x00ff00,
  blue: 0x0000ff,
  yellow: 0xffff00,
  orange: 0xffa500,
  purple: 0x800080,
  pink: 0xffc0cb,
  gray: 0x808080,
  grey: 0x808080,
  cyan: 0x00ffff,
  magenta: 0xff00ff,
  brown: 0xa52a2a,
  gold: 0xffd700,
  silver: 0xc0c0c0,
  navy: 0x000080,
};
export const COLOR_NAMES = Object.keys(NAMES);

export class ColorError extends Error {}

export function parseColor(value: unknown): number {
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffff)
      throw new ColorError(`Invalid color ${value}: use 0x000000 to 0xffffff`);
    return value;
  }
  if (typeof value !== "string") throw new ColorError(`Invalid color ${String(value)}: use a string like "#ff8800"`);
  const text = value.trim().toLowerCase();
  if (Object.hasOwn(NAMES, text)) return NAMES[text]!;
  let m = /^#([0-9a-f]{3})$/.exec(text);
  if (m)
    return parseInt(
      m[1]!
        .split("")
        .map((c) => c + c)
        .join(""),
      16,
    );
  m = /^#([0-9a-f]{6})$/.exec(text);
  if (m) return parseInt(m[1]!, 16);
  m = /^rgb\(\s*(\d+)\s*[, ]\s*(\d+)\s*[, ]\s*(\d+)\s*\)$/.exec(text);
  if (m) {
    const parts = [m[1], m[2], m[3]].map(Number);
    // The console's wording for this case (editors spec 8).
    if (parts.some((p) => p > 255)) throw new ColorError("Invalid color component");
    return (parts[0]! << 16) | (parts[1]! << 8) | parts[2]!;
  }
  throw new ColorError(`Invalid color "${value}": use "#rrggbb", "#rgb", "rgb(r, g, b)" or 0xrrggbb`);
}

export function colorToHex(color: number): string {
  return `#${color.toString(16).padStart(6, "0")}`;
}
