// The preview frame's own code: a three.js view of what the user's script builds. It is bundled
// on its own (self-contained, see preview-frame.tsx) and loaded by a sandboxed iframe with an
// opaque origin. The script itself never runs here: each run gets a fresh Worker (script-worker.ts),
// which is terminated when it overruns the time limit, so an endless loop cannot freeze this frame
// or the console page. Only the Worker's plain scene description comes back, and it is built here.
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { parseGlb } from "@ar/scene-render/glb";
import { imagePlaneFromTexture } from "@ar/scene-render/image";
import { createVideoPlane } from "@ar/scene-render/video";
import ScriptWorker from "./script-worker?worker&inline";
import { buildScene, backgroundColor } from "../scene-builder";
import type { RunResult } from "../script-runner";
import { colorToHex } from "../script-colors";
import { SCRIPT_TIME_LIMIT_MS, type FromFrame, type PreviewAsset, type ToFrame } from "./protocol";

const DEFAULT_BACKGROUND = new THREE.Color(0xf1f5f9);

function post(message: FromFrame) {
  // The parent's origin is not knowable from an opaque origin without trusting the message; the
  // messages carry no secrets (only what the user's own script built), so "*" is safe here.
  window.parent.postMessage(message, "*");
}

let renderer: THREE.WebGLRenderer;
try {
  renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: false });
} catch {
  post({ type: "fatal", reason: "webgl" });
  throw new Error("WebGL is not available");
}
renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
renderer.outputColorSpace = THREE.SRGBColorSpace;
document.body.appendChild(renderer.domElement);

const scene = new THREE.Scene();
scene.background = DEFAULT_BACKGROUND.clone();
scene.add(new THREE.HemisphereLight(0xffffff, 0x8d8d8d, 2));
const sun = new THREE.DirectionalLight(0xffffff, 1.8);
sun.position.set(3, 6, 4);
scene.add(sun);
// The marker plane: a 1 m square on a 10 m grid, so positions read at a glance.
const grid = new THREE.GridHelper(10, 10, 0x94a3b8, 0xcbd5e1);
scene.add(grid);
const marker = new THREE.Mesh(new THREE.PlaneGeometry(1, 1), new THREE.MeshBasicMaterial({ color: 0x6366f1, transparent: true, opacity: 0.15, side: THREE.DoubleSide }));
marker.rotation.x = -Math.PI / 2;
marker.position.y = 0.001;
scene.add(marker);

const camera = new THREE.PerspectiveCamera(45, 1, 0.01, 500);
camera.position.set(3, 3, 5);
const controls = new OrbitControls(camera, renderer.domElement);
controls.enableDamping = true;
controls.target.set(0, 0.5, 0);
// The view follows the script's objects until the user turns it themselves.
let userMoved = false;
controls.addEventListener("start", () => (userMoved = true));

let content: THREE.Group | null = null;
let hasVideo = false;
let dirty = true;

function resize() {
  const w = Math.max(window.innerWidth, 1);
  const h = Math.max(window.innerHeight, 1);
  renderer.setSize(w, h, false);
  camera.aspect = w / h;
  camera.updateProjectionMatrix();
  dirty = true;
}
window.addEventListener("resize", resize);
resize();

renderer.setAnimationLoop(() => {
  const moved = controls.update();
  if (!dirty && !moved && !hasVideo) return;
  dirty = false;
  renderer.render(scene, camera);
});

function frameContent() {
  const box = content ? new THREE.Box3().setFromObject(content, true) : new THREE.Box3();
  if (box.isEmpty()) box.set(new THREE.Vector3(-0.5, 0, -0.5), new THREE.Vector3(0.5, 1, 0.5));
  const center = box.getCenter(new THREE.Vector3());
  const radius = Math.max(box.getSize(new THREE.Vector3()).length() / 2, 0.5);
  const distance = radius / Math.sin(THREE.MathUtils.degToRad(camera.fov / 2)) * 1.1;
  const direction = new THREE.Vector3(0.55, 0.45, 1).normalize();
  camera.position.copy(center).addScaledVector(direction, distance);
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.updateProjectionMatrix();
  controls.target.copy(center);
  controls.update();
  dirty = true;
}
frameContent();

// ---- Assets: loaded once per key, cloned for every use in a script. They are built by
// @ar/scene-render as the scene editor and the viewer build them: GLB with the bundled Meshopt
// decoder (compressed uploads need it; Draco would need the decoder files, which this frame, with
// no network, cannot fetch), image and video planes of the same size and material.
type Loaded = { key: string; template: THREE.Object3D; dispose?: () => void; video?: HTMLVideoElement; urls: string[] };
const assets = new Map<string, Promise<Loaded | null>>();

async function loadAsset(asset: PreviewAsset): Promise<Loaded> {
  if (asset.kind === "glb") {
    const gltf = await parseGlb(asset.data, { decoderPath: null });
    return { key: asset.key, template: gltf.scene, urls: [] };
  }
  const url = URL.createObjectURL(new Blob([asset.data], { type: asset.mime }));
  if (asset.kind === "image") {
    const texture = await new THREE.TextureLoader().loadAsync(url);
    return { key: asset.key, template: imagePlaneFromTexture(texture), urls: [url] };
  }
  const plane = createVideoPlane(url, { muted: true, loop: true, autoplay: true, onChange: () => (dirty = true) });
  // The plane takes the picture's proportions on loadedmetadata (its own listener runs first), so
  // every clone made after this point has them.
  await new Promise<void>((resolve, reject) => {
    plane.video.addEventListener("loadedmetadata", () => resolve(), { once: true });
    plane.video.addEventListener("error", () => reject(new Error("video")), { once: true });
  });
  return { key: asset.key, template: plane.mesh, dispose: plane.dispose, video: plane.video, urls: [url] };
}

function disposeAsset(loaded: Loaded | null) {
  if (!loaded) return;
  loaded.dispose?.();
  for (const url of loaded.urls) URL.revokeObjectURL(url);
  loaded.template.traverse((node) => {
    const mesh = node as THREE.Mesh;
    mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const m of materials) {
      for (const value of Object.values(m)) if (value instanceof THREE.Texture) value.dispose();
      m.dispose();
    }
  });
}

function updateAssets(incoming: PreviewAsset[], keep: string[]) {
  const wanted = new Set([...keep, ...incoming.map((a) => a.name)]);
  for (const [name, loading] of assets) {
    if (!wanted.has(name)) {
      assets.delete(name);
      void loading.then(disposeAsset);
    }
  }
  for (const asset of incoming) {
    const previous = assets.get(asset.name);
    const loading = loadAsset(asset).catch((e: unknown) => {
      console.warn("preview asset not loaded", asset.name, e);
      post({ type: "asset-error", name: asset.name });
      return null;
    });
    assets.set(asset.name, loading);
    if (previous) void previous.then(disposeAsset);
  }
}

// ---- Runs.
let currentWorker: Worker | null = null;
let currentTimer: number | undefined;
let lastRun = 0;

function stopWorker() {
  currentWorker?.terminate();
  currentWorker = null;
  window.clearTimeout(currentTimer);
}

function disposeContent(group: THREE.Group) {
  group.traverse((node) => {
    const mesh = node as THREE.Mesh;
    // Primitives own their geometry; tinted asset materials are the builder's copies. Asset
    // templates' own geometry and textures are shared with the template and stay.
    if (node.userData.primitive) mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const m of materials) if (m.userData.scriptOwned) m.dispose();
  });
}

async function show(runId: number, result: RunResult) {
  const names = [...new Set(result.scene.nodes.flatMap((n) => (n.kind === "asset" ? [n.asset] : [])))];
  const loaded = new Map<string, Loaded | null>();
  for (const name of names) loaded.set(name, (await assets.get(name)) ?? null);
  if (runId !== lastRun) return;
  const group = buildScene(result.scene, (name) => loaded.get(name)?.template.clone(true) ?? null);
  if (content) {
    scene.remove(content);
    disposeContent(content);
  }
  content = group;
  scene.add(group);
  hasVideo = names.some((n) => Boolean(loaded.get(n)?.video));
  scene.background = backgroundColor(result.scene) ?? DEFAULT_BACKGROUND.clone();
  if (!userMoved) frameContent();
  dirty = true;
}

function run(runId: number, code: string, assetNames: string[]) {
  stopWorker();
  lastRun = runId;
  const worker = new ScriptWorker();
  currentWorker = worker;
  currentTimer = window.setTimeout(() => {
    if (currentWorker !== worker) return;
    stopWorker();
    post({ type: "result", runId, status: "timeout", seconds: SCRIPT_TIME_LIMIT_MS / 1000, objects: [], logs: [], warnings: [] });
  }, SCRIPT_TIME_LIMIT_MS);
  worker.onmessage = (e: MessageEvent<RunResult>) => {
    if (currentWorker !== worker) return;
    stopWorker();
    const result = e.data;
    void (async () => {
      try {
        // On an error the objects made before it still show: the user sees how far it got.
        await show(runId, result);
        const objects = result.scene.nodes.map((n) => ({ name: n.name, kind: n.kind, type: n.kind === "primitive" ? n.mesh : n.asset, color: n.color === null ? null : colorToHex(n.color) }));
        const base = { type: "result" as const, runId, objects, logs: result.scene.logs, warnings: result.warnings };
        post(result.ok ? { ...base, status: "ok" } : { ...base, status: "error", error: result.error });
      } catch (err) {
        // A message the script forged, or a scene three.js cannot build.
        post({ type: "result", runId, status: "error", error: { message: String(err), line: null, column: null }, objects: [], logs: [], warnings: [] });
      }
    })();
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (currentWorker !== worker) return;
    stopWorker();
    post({ type: "result", runId, status: "error", error: { message: e.message || "Script error", line: null, column: null }, objects: [], logs: [], warnings: [] });
  };
  worker.postMessage({ code, assetNames });
}

window.addEventListener("message", (e: MessageEvent<ToFrame>) => {
  // Only the console page that embeds this frame drives it.
  if (e.source !== window.parent) return;
  const message = e.data;
  if (message.type === "assets") updateAssets(message.assets, message.keep);
  else if (message.type === "run") run(message.runId, message.code, message.assetNames);
  else if (message.type === "reset-view") {
    userMoved = false;
    frameContent();
  }
});

post({ type: "ready" });
