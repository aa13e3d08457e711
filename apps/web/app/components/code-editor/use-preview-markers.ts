// The project's markers (its QR and image scenes), as the viewer gives them to the script. In the
// preview each starts in view; the buttons under the preview find and lose them.
import { useCallback, useMemo, useRef, useState, type RefObject } from "react";
import type { CodeEditorProps } from "../ar-projects/editor-contract";
import type { PreviewHandle } from "./preview-frame";
import type { MarkerToggle } from "./preview-panel";
import type { MarkerInfo } from "@ar/script-runtime/description";

/** The markers a script sees: the project's QR and image scenes, by scene id (as in the viewer). */
function markersOf(scenes: CodeEditorProps["project"]["scenes"]): MarkerInfo[] {
  return scenes.flatMap((s): MarkerInfo[] =>
    s.qrMarker
      ? [{ id: String(s.id), name: s.name, kind: "qr" }]
      : s.imageMarker
        ? [{ id: String(s.id), name: s.name, kind: "image" }]
        : [],
  );
}

export function usePreviewMarkers(scenes: CodeEditorProps["project"]["scenes"], previewRef: RefObject<PreviewHandle>) {
  const markers = useMemo(() => markersOf(scenes), [scenes]);
  const [lost, setLost] = useState<ReadonlySet<string>>(new Set());
  const markerToggles = useMemo<MarkerToggle[]>(
    () => markers.map((m) => ({ id: m.id, name: m.name, found: !lost.has(m.id) })),
    [markers, lost],
  );
  // A run started by the debounce reads the markers of that moment.
  const markersRef = useRef(markers);
  markersRef.current = markers;
  const toggleMarker = useCallback(
    (id: string, found: boolean) => {
      setLost((l) => {
        const next = new Set(l);
        if (found) next.delete(id);
        else next.add(id);
        return next;
      });
      previewRef.current?.setMarker(id, found);
    },
    [previewRef],
  );
  return { markerToggles, markersRef, toggleMarker };
}
