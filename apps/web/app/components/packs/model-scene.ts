// Everything that touches three.js. This module is only ever reached through `import()` (see
// load-model-scene.ts), so three.js sits in its own chunk that loads on the pack pages when a
// model is shown or uploaded, never in other routes' bundles.
import * as THREE from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { disposeObject } from "@ar/scene-render/dispose";

function stage(): THREE.Scene {
  const scene = new THREE.Scene();
  scene.add(new THREE.HemisphereLight(0xffffff, 0x8d8d8d, 2.2));
  const key = new THREE.DirectionalLight(0xffffff, 2);
  key.position.set(3, 5, 4);
  scene.add(key);
  return scene;
}

/**
 * Puts the camera in front of (and a little above) the object, just far enough for all eight
 * corners of its bounding box to be in view: a corner at depth z towards the camera and offsets
 * x, y across the view fits when distance ≥ z + max(|x| / tan(half width), |y| / tan(half height)).
 * Tighter than fitting the bounding sphere, which leaves flat models small in a thumbnail.
 */
function frame(camera: THREE.PerspectiveCamera, object: THREE.Object3D): THREE.Vector3 {
  // Precise: from the transformed vertices, not the rotated boxes of the meshes (which can be
  // much larger than the model and leave it small in the picture).
  const box = new THREE.Box3().setFromObject(object, true);
  if (box.isEmpty()) box.set(new THREE.Vector3(-1, -1, -1), new THREE.Vector3(1, 1, 1));
  const center = box.getCenter(new THREE.Vector3());
  const toCamera = new THREE.Vector3(0.6, 0.45, 1).normalize();
  camera.position.copy(center).add(toCamera);
  camera.lookAt(center);
  camera.updateMatrixWorld();
  const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
  const tanV = Math.tan(THREE.MathUtils.degToRad(camera.fov / 2));
  const tanH = tanV * camera.aspect;
  let distance = 1e-3;
  for (const x of [box.min.x, box.max.x]) {
    for (const y of [box.min.y, box.max.y]) {
      for (const z of [box.min.z, box.max.z]) {
        const v = new THREE.Vector3(x, y, z).sub(center);
        distance = Math.max(
          distance,
          v.dot(toCamera) + Math.max(Math.abs(v.dot(right)) / tanH, Math.abs(v.dot(up)) / tanV),
        );
      }
    }
  }
  distance *= 1.08; // a small margin around the model
  camera.position.copy(center).addScaledVector(toCamera, distance);
  camera.near = Math.max(distance / 100, 1e-4);
  camera.far = distance * 100;
  camera.lookAt(center);
  camera.updateProjectionMatrix();
  return center;
}

function closeRenderer(renderer: THREE.WebGLRenderer) {
  renderer.dispose();
  // Browsers allow only a few live WebGL contexts; give this one back now, not at GC time.
  renderer.forceContextLoss();
}

/** A square PNG of the model (spec 9: 200 px), rendered once off-screen. */
export async function renderModelThumbnail(data: ArrayBuffer, size: number): Promise<Blob> {
  const gltf = await new GLTFLoader().parseAsync(data, "");
  const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(size, size, false);
    renderer.setClearColor(0x000000, 0);
    const scene = stage();
    scene.add(gltf.scene);
    const camera = new THREE.PerspectiveCamera(35, 1, 0.01, 1000);
    frame(camera, gltf.scene);
    renderer.render(scene, camera);
    return await new Promise<Blob>((resolve, reject) =>
      renderer.domElement.toBlob((b) => (b ? resolve(b) : reject(new Error("empty thumbnail"))), "image/png"),
    );
  } finally {
    disposeObject(gltf.scene);
    closeRenderer(renderer);
  }
}

export type ModelViewer = { dispose(): void };

/**
 * An interactive view of the GLB at `url` inside `host` (drag to turn, wheel to zoom; it turns
 * slowly by itself until touched). `onLoaded`/`onError` report the loading outcome.
 */
export function mountModelViewer(
  host: HTMLElement,
  url: string,
  events: { onLoaded(info: { size: { x: number; y: number; z: number } }): void; onError(e: unknown): void },
): ModelViewer {
  const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setClearColor(0x000000, 0);
  renderer.domElement.style.display = "block";
  renderer.domElement.style.width = "100%";
  renderer.domElement.style.height = "100%";
  host.appendChild(renderer.domElement);

  const scene = stage();
  const camera = new THREE.PerspectiveCamera(35, 1, 0.01, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enableDamping = true;
  controls.autoRotate = true;
  controls.autoRotateSpeed = 1.5;
  controls.addEventListener("start", () => (controls.autoRotate = false));

  const resize = () => {
    const w = Math.max(host.clientWidth, 1);
    const h = Math.max(host.clientHeight, 1);
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(host);

  let model: THREE.Object3D | null = null;
  let disposed = false;
  new GLTFLoader().load(
    url,
    (gltf) => {
      if (disposed) return disposeObject(gltf.scene);
      model = gltf.scene;
      scene.add(model);
      controls.target.copy(frame(camera, model));
      controls.update();
      // glTF units are metres: the box is the model's real-world size (the ARKit screen shows it).
      const size = new THREE.Box3().setFromObject(model, true).getSize(new THREE.Vector3());
      events.onLoaded({ size: { x: size.x, y: size.y, z: size.z } });
    },
    undefined,
    (e) => !disposed && events.onError(e),
  );

  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    dispose() {
      disposed = true;
      renderer.setAnimationLoop(null);
      observer.disconnect();
      controls.dispose();
      if (model) disposeObject(model);
      closeRenderer(renderer);
      renderer.domElement.remove();
    },
  };
}
