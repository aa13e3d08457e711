// Issue 12: file sizes are written for the interface language by Intl (its unit names, decimal
// comma and digit grouping), one implementation for every screen that shows a size.
import { describe, expect, it } from "vitest";
import { formatBytes } from "../../app/lib/format-bytes";

const KB = 1024;
const MB = KB * KB;
const GB = MB * KB;

describe("formatBytes", () => {
  it.each([
    [0, "0 байт", "0 bytes"],
    [1, "1 байт", "1 byte"],
    [2, "2 байта", "2 bytes"],
    [512, "512 байт", "512 bytes"],
    [1023, "1\u00a0023 байта", "1,023 bytes"],
    [KB, "1 кБ", "1 kB"],
    [1.5 * KB, "1,5 кБ", "1.5 kB"],
    [1.26 * MB, "1,3 МБ", "1.3 MB"],
    [2.5 * MB, "2,5 МБ", "2.5 MB"],
    [1234.5 * GB, "1\u00a0234,5 ГБ", "1,234.5 GB"],
  ])("writes %d bytes as %j in Russian and %j in English", (bytes, ru, en) => {
    expect(formatBytes(bytes, "ru")).toBe(ru);
    expect(formatBytes(bytes, "en")).toBe(en);
  });
});
