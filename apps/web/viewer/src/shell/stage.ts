// One three.js stage for both views (AR over the camera, and the orbitable 3D fallback): a
// renderer on a transparent canvas, a scene with soft lights (the editor lights its scenes with an
// environment; a hemisphere plus a key light reads the same on a phone without the 1 MB map), a
// perspective camera, and one animation loop that frame callbacks hook into.
import {
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Timer,
  WebGLRenderer,
  type Raycaster,
} from "three";
import { onCanvasTap } from "@ar/scene-render/canvas-tap";

export type FrameCallback = (dt: number, now: number) => void;
export type Stage = {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  canvas: HTMLCanvasElement;
  /** Called every frame before rendering; returns the unsubscribe function. */
  onFrame(cb: FrameCallback): () => void;
  /** Called once after each rendered frame. */
  afterRender(cb: () => void): () => void;
  /** Sizes the canvas to this CSS box (the AR view matches the camera video's box). */
  setBox(box: { width: number; height: number; left: number; top: number }): void;
  dispose(): void;
};

export function createStage(container: HTMLElement): Stage {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true, powerPreference: "high-performance" });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.setClearColor(0x000000, 0);
  const canvas = renderer.domElement;
  canvas.className = "stage-canvas";
  container.append(canvas);

  const scene = new Scene();
  scene.add(new HemisphereLight(0xffffff, 0x8a8a8a, 2.2));
  const key = new DirectionalLight(0xffffff, 1.6);
  key.position.set(0.6, 2, 1.2);
  scene.add(key);
  const camera = new PerspectiveCamera(50, 1, 0.01, 200);

  const frames = new Set<FrameCallback>();
  const after = new Set<() => void>();
  const timer = new Timer();
  renderer.setAnimationLoop((now) => {
    timer.update(now);
    const dt = Math.min(timer.getDelta(), 0.1);
    for (const cb of frames) cb(dt, now);
    renderer.render(scene, camera);
    for (const cb of [...after]) cb();
  });

  const setBox: Stage["setBox"] = (box) => {
    renderer.setSize(Math.round(box.width), Math.round(box.height), false);
    Object.assign(canvas.style, {
      width: `${box.width}px`,
      height: `${box.height}px`,
      left: `${box.left}px`,
      top: `${box.top}px`,
    });
    camera.aspect = box.width / box.height;
    camera.updateProjectionMatrix();
  };

  return {
    renderer,
    scene,
    camera,
    canvas,
    onFrame(cb) {
      frames.add(cb);
      return () => frames.delete(cb);
    },
    afterRender(cb) {
      after.add(cb);
      return () => after.delete(cb);
    },
    setBox,
    dispose() {
      renderer.setAnimationLoop(null);
      renderer.dispose();
      canvas.remove();
    },
  };
}

/** Puts a mark on the page's performance timeline once the next frame is drawn (e2e tests and benches read it). */
export function markAfterNextFrame(stage: Pick<Stage, "afterRender">, name: string): void {
  const off = stage.afterRender(() => {
    off();
    performance.mark(name);
  });
}

/** Calls `onTap` on each tap on the stage's canvas with the ray through it and its point in -1..1. */
export function onStageTap(stage: Stage, onTap: (ray: Raycaster, x: number, y: number) => void): void {
  onCanvasTap(stage.canvas, stage.camera, onTap);
}

/** The box that covers a view of viewW×viewH with a source of srcW×srcH (CSS object-fit: cover). */
export function coverBox(
  srcW: number,
  srcH: number,
  viewW: number,
  viewH: number,
): { width: number; height: number; left: number; top: number } {
  const scale = Math.max(viewW / srcW, viewH / srcH);
  const width = srcW * scale;
  const height = srcH * scale;
  return { width, height, left: (viewW - width) / 2, top: (viewH - height) / 2 };
}
