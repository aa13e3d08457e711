// The renderer checks the print bounds itself (docs/decisions/0018): whatever reaches it — an
// export queued before the bounds, a caller other than print.start — cannot make one job allocate
// more than its pixel budget. Refused before any page or artwork is allocated.
import { describe, expect, it } from "vitest";
import { MAX_JOB_PIXELS, cmToPx } from "@ar/card-layout";
import { renderPrint } from "../../src/print/index";
import { pageBuffersWithin } from "../../src/print/pixel-budget";
import { PrintRenderError } from "../../src/print/types";
import { collector, job } from "./fixtures";

// A low resolution keeps what the renderer would have made before these checks small.
const DPI = 10;

describe("the renderer's own bounds", () => {
  it("refuses a sheet or a card over the print bounds, whatever the caller checked", async () => {
    const bigSheet = await job({ cut: { width: 200, height: 12 } });
    await expect(renderPrint(bigSheet, collector().stream, { dpi: DPI })).rejects.toThrow(
      /out of bounds: width too_large/,
    );
    const bigCard = await job({ card: { width: 100, height: 5 }, cut: { template: "none" } });
    await expect(renderPrint(bigCard, collector().stream, { dpi: DPI })).rejects.toThrow(PrintRenderError);
    // a card whose height (from the artwork's proportions) is over the bound, as PDF too
    const tall = await job({ card: { width: 5, height: 60 }, cut: { template: "none" } });
    await expect(renderPrint(tall, collector().stream, { dpi: DPI, format: "pdf" })).rejects.toThrow(
      /cardHeight too_large/,
    );
  });

  it("refuses a page over one job's pixel budget (here: an A1 sheet at 1200 DPI)", async () => {
    const a1 = await job({ cut: { width: 59.4, height: 84.1 } });
    await expect(renderPrint(a1, collector().stream, { dpi: 1200 })).rejects.toThrow(/over one job's/);
  });

  it("renders fewer pages at once for large sheets, as many as wanted for small ones", () => {
    const px = (w: number, h: number) => Math.round(cmToPx(w, 300)) * Math.round(cmToPx(h, 300));
    expect(pageBuffersWithin({ pagePixels: px(21, 29.7), artworkPixels: 2 * px(14.8, 21), wanted: 3 })).toEqual({
      window: 3,
      buffers: 4,
    });
    expect(pageBuffersWithin({ pagePixels: px(85, 85), artworkPixels: 2 * px(42, 42), wanted: 3 })).toEqual({
      window: 1,
      buffers: 1,
    });
    expect(pageBuffersWithin({ pagePixels: px(59.4, 84.1), artworkPixels: 0, wanted: 3 })).toEqual({
      window: 2,
      buffers: 2,
    });
    expect(() => pageBuffersWithin({ pagePixels: MAX_JOB_PIXELS, artworkPixels: 1, wanted: 3 })).toThrow(
      PrintRenderError,
    );
  });
});
