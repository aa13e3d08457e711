// Reads a side's image for the checks: the greyscale analysis copy (for the QR surroundings)
// and, for an image marker, the trackability score and heat map from the worker.
import type { GreyImage } from "@ar/card-layout";
import { useEffect, useState } from "react";
import type { Size } from "./design-state";
import { greyCopy, loadImage } from "./image-pixels";
import { scoreTrackability, type TrackabilityResult } from "./trackability-protocol";

export type SideAnalysis = {
  grey: GreyImage | null;
  trackability: TrackabilityResult | null;
  /** The image is being read or scored. */
  busy: boolean;
  failed: boolean;
};

const idle: SideAnalysis = { grey: null, trackability: null, busy: false, failed: false };

export function useSideAnalysis(url: string | null, size: Size | null, scoreMarker: boolean): SideAnalysis {
  const [state, setState] = useState<SideAnalysis>(idle);
  const width = size?.width;
  const height = size?.height;

  useEffect(() => {
    if (!url) {
      setState(idle);
      return;
    }
    let live = true;
    setState({ ...idle, busy: true });
    void (async () => {
      try {
        const img = await loadImage(url);
        const grey = greyCopy(img, width && height ? { width, height } : undefined);
        if (!live) return;
        setState({ grey, trackability: null, busy: scoreMarker, failed: false });
        if (!scoreMarker) return;
        const trackability = await scoreTrackability(grey);
        if (live) setState({ grey, trackability, busy: false, failed: false });
      } catch {
        if (live) setState({ ...idle, failed: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [url, width, height, scoreMarker]);

  return state;
}
