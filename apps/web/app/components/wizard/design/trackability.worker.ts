// Web Worker of the trackability score: corner detection over the analysis copy runs here so
// the design canvas stays responsive while a big marker image is being scored.
import { analyseTrackability, featureHeatmap } from "@ar/card-layout";
import type { TrackabilityAnswer, TrackabilityRequest } from "./trackability-protocol";

self.onmessage = (event: MessageEvent<TrackabilityRequest>) => {
  const { id, width, height, data } = event.data;
  const report = analyseTrackability({ width, height, data });
  const answer: TrackabilityAnswer = { id, report, heatmap: featureHeatmap(report.points, width, height) };
  (self as unknown as Worker).postMessage(answer);
};
