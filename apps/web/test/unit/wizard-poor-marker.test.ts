import { describe, expect, it } from "vitest";
import { needsPoorMarkerConfirmation, type FrontScore } from "../../app/components/wizard/design/poor-marker";

const poor: FrontScore = { url: "blob:front-1", score: 0, verdict: "poor" };

describe("poor image marker confirmation", () => {
  it("asks before continuing with a front scored poor", () => {
    expect(
      needsPoorMarkerConfirmation({ trackingType: "image", frontUrl: "blob:front-1", score: poor, confirmedUrl: null }),
    ).toBe(true);
  });

  it("asks once per front image: confirmed goes on, a new poor image asks again", () => {
    expect(
      needsPoorMarkerConfirmation({
        trackingType: "image",
        frontUrl: "blob:front-1",
        score: poor,
        confirmedUrl: "blob:front-1",
      }),
    ).toBe(false);
    const next = { ...poor, url: "blob:front-2" };
    expect(
      needsPoorMarkerConfirmation({
        trackingType: "image",
        frontUrl: "blob:front-2",
        score: next,
        confirmedUrl: "blob:front-1",
      }),
    ).toBe(true);
  });

  it("does not ask for fair or good markers, QR collections, or a score of a replaced image", () => {
    expect(
      needsPoorMarkerConfirmation({
        trackingType: "image",
        frontUrl: "blob:front-1",
        score: { ...poor, score: 45, verdict: "fair" },
        confirmedUrl: null,
      }),
    ).toBe(false);
    expect(
      needsPoorMarkerConfirmation({
        trackingType: "image",
        frontUrl: "blob:front-1",
        score: { ...poor, score: 90, verdict: "good" },
        confirmedUrl: null,
      }),
    ).toBe(false);
    expect(
      needsPoorMarkerConfirmation({ trackingType: "qr", frontUrl: "blob:front-1", score: poor, confirmedUrl: null }),
    ).toBe(false);
    expect(
      needsPoorMarkerConfirmation({ trackingType: "image", frontUrl: "blob:front-9", score: poor, confirmedUrl: null }),
    ).toBe(false);
    expect(
      needsPoorMarkerConfirmation({ trackingType: "image", frontUrl: null, score: poor, confirmedUrl: null }),
    ).toBe(false);
  });
});
