// Issue 12: file sizes are written for the interface language by Intl (its unit names, decimal
// comma and digit grouping), one implementation for every screen that shows a size.
import { describe, expect, it } from "vitest";
import { formatBytes } from "../../app/lib/format-bytes";

const KB = 1024;
const MB = KB * KB;
const GB = MB * KB;

describe("formatBytes", () => {
  it("writes Russian units with a decimal comma", () => {
    expect(formatBytes(0, "ru")).toBe("0 Б");
    expect(formatBytes(512, "ru")).toBe("512 Б");
    expect(formatBytes(1.5 * KB, "ru")).toBe("1,5 кБ");
    expect(formatBytes(1.5 * MB, "ru")).toBe("1,5 МБ");
    expect(formatBytes(1234.5 * GB, "ru")).toBe("1\u00a0234,5 ГБ");
  });

  it("writes English units with a decimal point", () => {
    expect(formatBytes(0, "en")).toBe("0 byte");
    expect(formatBytes(512, "en")).toBe("512 byte");
    expect(formatBytes(1.5 * KB, "en")).toBe("1.5 kB");
    expect(formatBytes(2.5 * MB, "en")).toBe("2.5 MB");
    expect(formatBytes(1234.5 * GB, "en")).toBe("1,234.5 GB");
  });

  it("steps up at 1,024 and keeps one decimal from kilobytes up", () => {
    expect(formatBytes(1023, "en")).toBe("1,023 byte");
    expect(formatBytes(1024, "en")).toBe("1 kB");
    expect(formatBytes(1.26 * MB, "en")).toBe("1.3 MB");
    expect(formatBytes(999.95 * MB, "en")).toBe("1,000 MB");
  });
});
