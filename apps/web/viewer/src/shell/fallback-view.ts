// The same content without a camera: an orbitable 3D view (three's OrbitControls: one finger or
// the mouse turns, two fingers or the wheel zoom, keyboard arrows pan). The marker is drawn as a
// pale square so the content keeps its place relative to where the printed code would be.
import { Box3, DoubleSide, Mesh, MeshBasicMaterial, PlaneGeometry, Vector3, type Object3D } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { Stage } from "./stage";
import { t } from "./i18n";

export type FallbackView = {
  /** Frames the content again (after assets loaded late, e.g. with lazyLoad). */
  frame(): void;
  dispose(): void;
};

export function createFallbackView(opts: {
  stage: Stage;
  content: Object3D;
  container: HTMLElement;
  marker?: boolean;
}): FallbackView {
  const { stage, content } = opts;
  const marker = new Mesh(
    new PlaneGeometry(1, 1),
    new MeshBasicMaterial({ color: 0xd9d9d9, transparent: true, opacity: 0.35, side: DoubleSide }),
  );
  marker.rotation.x = -Math.PI / 2;
  marker.name = "fallback-marker";
  if (opts.marker !== false) stage.scene.add(marker);
  content.visible = true;
  stage.scene.add(content);

  const canvas = stage.canvas;
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("fallback.label"));
  canvas.tabIndex = 0;
  const controls = new OrbitControls(stage.camera, canvas);
  controls.enableDamping = true;
  controls.listenToKeyEvents(canvas);

  const resize = () => {
    const { clientWidth: w, clientHeight: h } = opts.container;
    stage.setBox({ width: w, height: h, left: 0, top: 0 });
  };
  // Turning the phone changes which field of view is the narrower one: frame again.
  const refit = () => {
    resize();
    frame();
  };
  const frame = () => {
    const box = new Box3().setFromObject(content);
    if (opts.marker !== false) box.expandByObject(marker);
    const centre = box.isEmpty() ? new Vector3() : box.getCenter(new Vector3());
    const radius = box.isEmpty() ? 0.75 : Math.max(box.getSize(new Vector3()).length() / 2, 0.3);
    // The narrower of the two fields of view decides: on a portrait phone that is the horizontal
    // one, and fitting the vertical one alone cut the scene's sides.
    const halfV = ((stage.camera.fov / 2) * Math.PI) / 180;
    const halfH = Math.atan(Math.tan(halfV) * stage.camera.aspect);
    const distance = radius / Math.sin(Math.min(halfV, halfH));
    // Seen from the front and above, as a person holding a phone over a card would see it.
    stage.camera.position.copy(centre).add(new Vector3(0, 0.75, 1).normalize().multiplyScalar(distance * 1.1));
    stage.camera.near = distance / 100;
    stage.camera.far = distance * 100;
    stage.camera.updateProjectionMatrix();
    controls.target.copy(centre);
    controls.update();
  };
  refit();
  window.addEventListener("resize", refit);
  const off = stage.onFrame(() => controls.update());
  return {
    frame,
    dispose() {
      off();
      window.removeEventListener("resize", refit);
      controls.dispose();
      marker.geometry.dispose();
      (marker.material as MeshBasicMaterial).dispose();
      marker.removeFromParent();
    },
  };
}
