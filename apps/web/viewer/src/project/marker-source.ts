// Where a code project's marker events come from: something that moves one or more anchors from
// the camera and says when each marker is found or lost. QR markers: the QR session
// (shell/ar-session.ts); image markers: the image session (shell/image-session.ts). code-view.ts
// knows only this interface, so a new tracker is one more adapter here.
import type { Object3D, PerspectiveCamera } from "three";
import type { QrTracker } from "@ar/ar-tracking";
import type { ImageTracker } from "@ar/ar-tracking/image";
import { startArSession } from "../shell/ar-session";
import { startImageSession } from "../shell/image-session";

export type MarkerSource = {
  stop(): void;
};

export type MarkerSourceOptions = {
  video: HTMLVideoElement;
  camera: PerspectiveCamera;
  /** Marker id → the anchor the tracker moves (hidden on loss unless keepLastPose). */
  anchors: Map<string, Object3D>;
  keepLastPose: boolean;
  onFound(id: string): void;
  onLost(id: string): void;
};

/**
 * The project's QR markers: the QR session tracks the code in view and moves the anchor of the
 * marker it names (`markerOf`, qr-markers.ts); another marker's code coming into view is a lost
 * event for the first, then a found event for it.
 */
export function qrMarkerSource(
  o: MarkerSourceOptions & { markerOf(text: string): string | null; tracker?: QrTracker },
): MarkerSource {
  const anchorOf = (text: string) => {
    const id = o.markerOf(text);
    return id === null ? null : (o.anchors.get(id) ?? null);
  };
  const first = o.anchors.values().next().value;
  if (!first) throw new Error("no anchor for a QR marker");
  for (const a of o.anchors.values()) {
    a.matrixAutoUpdate = false;
    a.visible = false;
  }
  const session = startArSession({
    video: o.video,
    camera: o.camera,
    anchor: first,
    accept: (text) => anchorOf(text) !== null,
    anchorFor: anchorOf,
    keepLastPose: o.keepLastPose,
    ...(o.tracker ? { tracker: o.tracker } : {}),
    onFound: (text) => o.onFound(o.markerOf(text)!),
    onLost: (text) => o.onLost(o.markerOf(text)!),
  });
  return { stop: () => session.stop() };
}

/**
 * The project's image markers with a prepared target: the image session tracks them all and
 * shows the one in view (another coming into view is a lost event for the first).
 */
export function imageMarkerSource(
  o: MarkerSourceOptions & { targets: { id: string; url: string }[]; tracker?: ImageTracker },
): MarkerSource {
  const anchors = new Map(
    o.targets.flatMap((t) => (o.anchors.has(t.id) ? [[t.id, o.anchors.get(t.id)!] as const] : [])),
  );
  const session = startImageSession({
    video: o.video,
    camera: o.camera,
    targets: o.targets,
    anchors,
    keepLastPose: o.keepLastPose,
    ...(o.tracker ? { tracker: o.tracker } : {}),
    onFound: (id) => o.onFound(id),
    onLost: (id) => o.onLost(id),
  });
  return { stop: () => session.stop() };
}
