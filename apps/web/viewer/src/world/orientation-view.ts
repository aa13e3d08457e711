// The world scene over the live camera feed, turned by the phone's orientation (no WebXR, no Quick
// Look: e.g. iOS with a video in the scene, or Android Chrome without ARCore), docs/decisions/0032.
// Nothing in the picture is detected: the scene is put on an assumed floor EYE_HEIGHT below the
// phone, DISTANCE ahead in the direction the phone faced at the first orientation reading, turned
// to face the person (the same pose maths as the WebXR placement), and the camera turns with the
// phone. Walking does not move the view (orientation only, no position).
import type { Group } from "three";
import { attachStream, stopStream } from "../shell/camera";
import type { StatusLine } from "../shell/status";
import type { Stage } from "../shell/stage";
import { cameraBackdrop } from "../shell/camera-backdrop";
import { cameraQuaternion, headingOf, type Orientation } from "./orientation";
import { poseOnSurface } from "./world-placement";

/** Metres: a phone held at chest height, a scene a couple of steps away. */
export const EYE_HEIGHT = 1.4;
export const DISTANCE = 2;
/** A typical phone back camera's vertical field of view in portrait (the feed fills the screen). */
const FOV_PORTRAIT = 62;

export async function startOrientationView(o: {
  stage: Stage;
  container: HTMLElement;
  content: Group;
  stream: MediaStream;
  status: StatusLine;
}): Promise<() => void> {
  const { stage, container, content } = o;
  const camera = stage.camera;
  const backdrop = cameraBackdrop(stage, container, (box) => {
    // The feed's own field of view, on its longer side when the screen is landscape.
    const portrait = box.height >= box.width;
    camera.fov = portrait
      ? FOV_PORTRAIT
      : (2 * Math.atan(Math.tan((FOV_PORTRAIT * Math.PI) / 360) / camera.aspect) * 180) / Math.PI;
    camera.near = 0.05;
    camera.far = 100;
    camera.updateProjectionMatrix();
  });
  await attachStream(backdrop.video, o.stream, { status: o.status });
  backdrop.layout();

  camera.position.set(0, 0, 0);
  camera.quaternion.identity();
  content.matrixAutoUpdate = false;
  const place = (heading: { x: number; z: number }) => {
    const hit = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, heading.x * DISTANCE, -EYE_HEIGHT, heading.z * DISTANCE, 1];
    content.matrix.fromArray(poseOnSurface(hit, [0, 0, 0]));
    content.matrixWorldNeedsUpdate = true;
    container.dataset.worldPlaced = [hit[12]!, hit[13]!, hit[14]!].map((v) => v.toFixed(3)).join(",");
  };
  place({ x: 0, z: -1 });
  let placed = false;
  let latest: Orientation | null = null;
  const onOrientation = (e: DeviceOrientationEvent) => {
    if (e.alpha === null && e.beta === null && e.gamma === null) return;
    latest = { alpha: e.alpha, beta: e.beta, gamma: e.gamma };
  };
  window.addEventListener("deviceorientation", onOrientation);
  const off = stage.onFrame(() => {
    if (!latest) return;
    const screenAngle = screen.orientation?.angle ?? 0;
    cameraQuaternion(latest, screenAngle, camera.quaternion);
    if (!placed) {
      placed = true;
      place(headingOf(camera.quaternion));
    }
  });
  // Leaving the page turns the camera off (its light goes out; a phone in a pocket is not filming).
  const stop = () => stopStream(o.stream);
  window.addEventListener("pagehide", stop);
  return () => {
    off();
    stop();
    window.removeEventListener("pagehide", stop);
    window.removeEventListener("deviceorientation", onOrientation);
    backdrop.remove();
  };
}
