/// <reference types="webxr" />
// A world scene in a WebXR `immersive-ar` session (Android Chrome), docs/decisions/0032: three's
// WebXRManager draws the stage's scene over the camera, a hit-test source from the viewer's ray
// finds the surface under the screen's centre, a ring (the reticle) lies on it, and a tap (the
// session's `select`) places the scene there at real scale facing the person; a later tap moves
// it. Which pose comes of which frame and tap is world-placement.ts (pure, replay-tested); this
// file only feeds it the session's frames. "Leave AR" ends the session (so does the system back).
import { Mesh, MeshBasicMaterial, RingGeometry } from "three";
import { t } from "../shell/i18n";
import type { Group } from "three";
import type { Stage } from "../shell/stage";
import type { StatusLine } from "../shell/status";
import { startPlacement, stepPlacement, type Placement, type PlacementState } from "./world-placement";

const STATUS: Record<PlacementState, "world-xr-searching" | "world-xr-aiming" | "world-xr-placed"> = {
  searching: "world-xr-searching",
  aiming: "world-xr-aiming",
  placed: "world-xr-placed",
};

type Options = {
  stage: Stage;
  content: Group;
  status: StatusLine;
  /** Shown over the camera view (DOM overlay): the status line and the buttons live in it. */
  overlay: HTMLElement;
  actions: HTMLElement;
  /** Called once the session exists, before three takes the canvas over (the orbit view stops). */
  beforeStart(): void;
};

/** Must be called from a tap's handler: requestSession is the first thing it does. */
export async function startXrPlacement(o: Options): Promise<XRSession> {
  const xr = (navigator as Navigator & { xr?: XRSystem }).xr;
  if (!xr) throw new Error("no WebXR");
  const session = await xr.requestSession("immersive-ar", {
    requiredFeatures: ["hit-test"],
    optionalFeatures: ["dom-overlay"],
    domOverlay: { root: o.overlay },
  });
  const { stage, content, status } = o;
  const renderer = stage.renderer;
  o.beforeStart();
  // The canvas is part of the overlay: clear it, or its last 3D frame would hide the camera.
  content.visible = false;
  renderer.clear();
  renderer.xr.enabled = true;
  // 'local': the origin where the phone was at the start, y up — what hit poses are given in.
  renderer.xr.setReferenceSpaceType("local");
  await renderer.xr.setSession(session);
  const viewerSpace = await session.requestReferenceSpace("viewer");
  const source = await session.requestHitTestSource?.({ space: viewerSpace });
  // hit-test is a required feature, so a session without it cannot have been granted.
  if (!source) {
    await session.end();
    throw new Error("the AR session has no hit-test");
  }

  const reticle = new Mesh(
    new RingGeometry(0.08, 0.1, 32).rotateX(-Math.PI / 2),
    new MeshBasicMaterial({ color: 0xffffff }),
  );
  reticle.name = "reticle";
  reticle.matrixAutoUpdate = false;
  reticle.visible = false;
  stage.scene.add(reticle);
  content.matrixAutoUpdate = false;

  // A tap on a button of the overlay is not a placement (the spec's beforexrselect).
  const exit = document.createElement("button");
  exit.type = "button";
  exit.className = "world-exit-ar";
  exit.textContent = t("world.exitAr");
  exit.addEventListener("click", () => void session.end());
  o.actions.append(exit);
  const noSelect = (e: Event) => e.preventDefault();
  o.actions.addEventListener("beforexrselect", noSelect);

  let placement: Placement = startPlacement();
  let tapped = false;
  session.addEventListener("select", () => (tapped = true));
  status.set(STATUS.searching);

  const off = stage.onFrame((_dt, now) => {
    const frame = renderer.xr.getFrame();
    const space = renderer.xr.getReferenceSpace();
    if (!frame || !space) return;
    const hit = frame.getHitTestResults(source)[0]?.getPose(space)?.transform.matrix ?? null;
    const p = frame.getViewerPose(space)?.transform.position;
    placement = stepPlacement(placement, {
      t: now / 1000,
      hit: hit ? Array.from(hit) : null,
      viewer: p ? [p.x, p.y, p.z] : [0, 0, 0],
      select: tapped,
    });
    tapped = false;
    reticle.visible = placement.reticle !== null;
    if (placement.reticle) reticle.matrix.fromArray(placement.reticle);
    content.visible = placement.scene !== null;
    if (placement.scene) {
      content.matrix.fromArray(placement.scene);
      content.matrixWorldNeedsUpdate = true;
      // For tests and support: where the scene stands (metres, the session's local space).
      o.overlay.dataset.worldPlaced = placement.scene
        .slice(12, 15)
        .map((v) => v.toFixed(3))
        .join(",");
      o.overlay.dataset.worldPlacements = String(placement.placements);
    }
    status.set(STATUS[placement.state]);
  });

  const leave = () => void session.end().catch(() => undefined);
  window.addEventListener("pagehide", leave);
  session.addEventListener("end", () => {
    window.removeEventListener("pagehide", leave);
    off();
    source.cancel();
    renderer.xr.enabled = false;
    reticle.removeFromParent();
    reticle.geometry.dispose();
    (reticle.material as MeshBasicMaterial).dispose();
    exit.remove();
    o.actions.removeEventListener("beforexrselect", noSelect);
    content.matrixAutoUpdate = true;
    content.position.set(0, 0, 0);
    content.quaternion.identity();
    content.updateMatrix();
    content.visible = true;
  });
  return session;
}
