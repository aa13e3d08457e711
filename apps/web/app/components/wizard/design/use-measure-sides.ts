// A stored image without a saved size (older data) is measured once, by loading it.
import { useEffect, type Dispatch } from "react";
import { SIDES, type DesignAction, type DesignState, type SideKey } from "./design-state";
import { loadImage } from "./image-pixels";

export function useMeasureSides(state: DesignState, dispatch: Dispatch<DesignAction>): void {
  const unmeasured = SIDES.filter((key) => state[key].url && !state[key].size);
  // A string key, so a new state object with the same unmeasured images starts no new load.
  const unmeasuredKey = unmeasured.map((key) => `${key}:${state[key].url}`).join("|");
  useEffect(() => {
    let live = true;
    for (const entry of unmeasuredKey ? unmeasuredKey.split("|") : []) {
      const [key, ...url] = entry.split(":");
      void loadImage(url.join(":"))
        .then(
          (img) =>
            live &&
            dispatch({
              type: "measured",
              side: key as SideKey,
              size: { width: img.naturalWidth, height: img.naturalHeight },
            }),
        )
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [unmeasuredKey, dispatch]);
}
