// A poor image marker (trackability verdict "poor", e.g. 0/100) is allowed, but never silently:
// Continue asks once per front image. Pure, so the rule is unit-tested.
export type FrontScore = { url: string; score: number; verdict: "good" | "fair" | "poor" };

export function needsPoorMarkerConfirmation(opts: {
  trackingType: "qr" | "image";
  frontUrl: string | null;
  /** The last score computed for the front, with the image it was computed for. */
  score: FrontScore | null;
  /** The front image the person already said to go on with. */
  confirmedUrl: string | null;
}): boolean {
  const { trackingType, frontUrl, score, confirmedUrl } = opts;
  if (trackingType !== "image" || !frontUrl || !score) return false;
  // A score of an image that is no longer the front says nothing about the current one.
  return score.url === frontUrl && score.verdict === "poor" && confirmedUrl !== frontUrl;
}
