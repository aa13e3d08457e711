// File sizes in the interface language, the units written by Intl: "1.5 MB" / "1,5 МБ". Sizes
// count in steps of 1,024 (what file managers show); one decimal from kilobytes up. Bytes are
// written in full ("0 bytes", "1 byte" / "0 байт"): Intl's short English unit is "byte" for every
// count, which read "0 byte" in the editor.
const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < UNITS.length - 1) {
    value /= 1024;
    i++;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: UNITS[i],
    unitDisplay: i === 0 ? "long" : "short",
    maximumFractionDigits: i === 0 ? 0 : 1,
  }).format(value);
}
