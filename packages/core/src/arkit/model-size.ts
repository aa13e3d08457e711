// A model's bounding box in metres (glTF units) as people read it. Pure and server-free: the
// console's ARKit screen and the AR viewer's 3D preview both import it (`@ar/core/arkit/model-size`).

/** "1.2 × 0.8 × 0.5 m" (width × height × depth), numbers and unit in the locale's words. */
export function formatModelSize(size: { x: number; y: number; z: number }, locale: string): string {
  const n = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 });
  const unit =
    new Intl.NumberFormat(locale, { style: "unit", unit: "meter", unitDisplay: "short" })
      .formatToParts(1)
      .find((p) => p.type === "unit")?.value ?? "m";
  return `${n.format(size.x)} × ${n.format(size.y)} × ${n.format(size.z)} ${unit}`;
}
