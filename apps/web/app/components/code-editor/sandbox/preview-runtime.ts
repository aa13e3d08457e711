// The preview frame's own code: a three.js view of what the user's script builds. It is bundled
// on its own (self-contained, see preview-frame.tsx) and loaded by a sandboxed iframe with an
// opaque origin. The script itself never runs here: @ar/script-runtime's host runs it in a Worker
// (terminated when it overruns its time limit, so an endless loop cannot freeze this frame or the
// console page) and hands back plain scene descriptions, applied here in place (scene-sync). The
// same host and scene sync run the published script in the viewer.
// Markers in the preview: every marker's anchor sits on the marker square at the origin; the
// buttons under the preview stand in for the tracker ("marker" messages): a marker starts found,
// as on a phone pointed at it, and a lost marker's anchor hides, as in the viewer.
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import {
  disposeAssetTemplate,
  disposeScriptObject,
  loadAssetTemplate,
  type AssetTemplate,
} from "@ar/script-runtime/asset-templates";
import { onCanvasTap } from "@ar/scene-render/canvas-tap";
import { backgroundColor } from "@ar/script-runtime/builder";
import { colorToHex } from "@ar/script-runtime/colors";
import type { MarkerInfo, SceneDescription } from "@ar/script-runtime/description";
import { createScriptHost, type HostReport } from "@ar/script-runtime/host";
import { createSceneSync } from "@ar/script-runtime/scene-sync";
import type { FromFrame, PreviewAsset, ToFrame } from "./protocol";

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
const markerSquare = new THREE.Mesh(
  new THREE.PlaneGeometry(1, 1),
  new THREE.MeshBasicMaterial({ color: 0x6366f1, transparent: true, opacity: 0.15, side: THREE.DoubleSide }),
);
markerSquare.rotation.x = -Math.PI / 2;
markerSquare.position.y = 0.001;
scene.add(markerSquare);

const camera = new THREE.PerspectiveCamera(45, 1, 0.01, 500);
camera.position.set(3, 3, 5);
const controls = new OrbitControls(camera, renderer.domElement);
controls.enableDamping = true;
controls.target.set(0, 0.5, 0);
// The view follows the script's objects until the user turns it themselves.
let userMoved = false;
controls.addEventListener("start", () => (userMoved = true));

// Objects without an anchor, and one group per marker (all at the origin here).
const content = new THREE.Group();
content.name = "script";
scene.add(content);
const anchors = new Map<string, THREE.Group>();
let markers: MarkerInfo[] = [];
const found = new Map<string, boolean>();

let hasVideo = false;
let wantsFrames = false;
let dirty = true;

function resize() {
  const w = Math.max(document.documentElement.clientWidth, 1);
  const h = Math.max(document.documentElement.clientHeight, 1);
  renderer.setSize(w, h, false);
  camera.aspect = w / h;
  camera.updateProjectionMatrix();
  dirty = true;
}
// A ResizeObserver, not only the window's resize event: the frame may be laid out at 0×0 first
// (a panel that is not sized yet) and get its size without a resize event reaching it.
new ResizeObserver(resize).observe(document.documentElement);
window.addEventListener("resize", resize);
resize();

// ---- Assets: loaded once per key, cloned for every use in a script.
type Loaded = AssetTemplate & { key: string };
const assets = new Map<string, Promise<Loaded | null>>();
const loadedNow = new Map<string, Loaded | null>();

function updateAssets(incoming: PreviewAsset[], keep: string[]) {
  const wanted = new Set([...keep, ...incoming.map((a) => a.name)]);
  for (const [name, loading] of assets) {
    if (!wanted.has(name)) {
      assets.delete(name);
      loadedNow.delete(name);
      void loading.then(disposeAssetTemplate);
    }
  }
  for (const asset of incoming) {
    const previous = assets.get(asset.name);
    const loading = loadAssetTemplate(asset, () => (dirty = true))
      .then((t) => ({ ...t, key: asset.key }))
      .catch((e: unknown) => {
        console.warn("preview asset not loaded", asset.name, e);
        post({ type: "asset-error", name: asset.name });
        return null;
      });
    assets.set(asset.name, loading);
    void loading.then((l) => {
      if (assets.get(asset.name) === loading) loadedNow.set(asset.name, l);
    });
    if (previous) void previous.then(disposeAssetTemplate);
  }
}

const sync = createSceneSync({
  resolveAsset: (name) => loadedNow.get(name)?.template.clone(true) ?? null,
  parentFor: (anchor) => (anchor ? anchors.get(anchor) : undefined) ?? content,
  dispose: disposeScriptObject,
});

function frameContent() {
  const box = new THREE.Box3();
  for (const o of sync.objects()) box.expandByObject(o, true);
  if (box.isEmpty()) box.set(new THREE.Vector3(-0.5, 0, -0.5), new THREE.Vector3(0.5, 1, 0.5));
  const center = box.getCenter(new THREE.Vector3());
  const radius = Math.max(box.getSize(new THREE.Vector3()).length() / 2, 0.5);
  const distance = (radius / Math.sin(THREE.MathUtils.degToRad(camera.fov / 2))) * 1.1;
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

function setMarkers(list: MarkerInfo[]) {
  markers = list;
  for (const [id, group] of anchors) {
    if (!list.some((m) => m.id === id)) {
      group.removeFromParent();
      anchors.delete(id);
      found.delete(id);
    }
  }
  for (const m of list) {
    if (!anchors.has(m.id)) {
      const group = new THREE.Group();
      group.name = `anchor:${m.id}`;
      scene.add(group);
      anchors.set(m.id, group);
    }
    if (!found.has(m.id)) found.set(m.id, true);
    anchors.get(m.id)!.visible = found.get(m.id)!;
  }
}

function show(description: SceneDescription) {
  sync.apply(description);
  hasVideo = sync.objects().some((o) => Boolean(o.userData.asset && loadedNow.get(o.userData.asset as string)?.video));
  wantsFrames = description.wantsFrames;
  scene.background = backgroundColor(description) ?? DEFAULT_BACKGROUND.clone();
  dirty = true;
}

// ---- Runs.
let lastRun = 0;
let lastLogs = -1;

const host = createScriptHost((report: HostReport) => void onReport(report));

async function onReport(report: HostReport) {
  if (report.runId !== lastRun) return;
  const empty = { objects: [], logs: [], warnings: [] };
  if (report.kind === "timeout")
    return post({ type: "result", runId: report.runId, status: "timeout", seconds: report.seconds, ...empty });
  if (report.kind === "crash")
    return post({
      type: "result",
      runId: report.runId,
      status: "error",
      error: { message: report.message, line: null, column: null },
      ...empty,
    });
  const { result } = report;
  try {
    if (report.first) {
      // The first answer waits for the assets it names, so they show at once.
      const names = [...new Set(result.scene.nodes.flatMap((n) => (n.kind === "asset" ? [n.asset] : [])))];
      await Promise.all(names.map((n) => assets.get(n)));
      if (report.runId !== lastRun) return;
    }
    // On an error the objects made before it still show: the user sees how far it got.
    show(result.scene);
    if (report.first && !userMoved) frameContent();
    if (report.first && result.ok) {
      // Markers already in view: their onFound handlers run, as when a phone finds them.
      for (const m of markers) if (found.get(m.id)) host.send({ type: "found", marker: m.id });
    }
  } catch (err) {
    // A message the script forged, or a scene three.js cannot build.
    return post({
      type: "result",
      runId: report.runId,
      status: "error",
      error: { message: String(err), line: null, column: null },
      ...empty,
    });
  }
  // Frames answer 60 times a second: the console hears of them only when the output changed.
  if (report.event === "frame" && result.ok && result.scene.logs.length === lastLogs) return;
  lastLogs = result.scene.logs.length;
  const objects = result.scene.nodes.map((n) => ({
    name: n.name,
    kind: n.kind,
    type: n.kind === "primitive" ? n.mesh : n.asset,
    color: n.color === null ? null : colorToHex(n.color),
  }));
  const base = {
    type: "result" as const,
    runId: report.runId,
    objects,
    logs: result.scene.logs,
    warnings: result.warnings,
  };
  post(result.ok ? { ...base, status: "ok" } : { ...base, status: "error", error: result.error });
}

function run(runId: number, code: string, assetNames: string[], list: MarkerInfo[]) {
  lastRun = runId;
  lastLogs = -1;
  // The old objects stay until the new run answers (same ids update in place): no blink.
  setMarkers(list);
  host.run(runId, code, assetNames, list);
}

// ---- Frames and taps.
const clock = new THREE.Clock();
renderer.setAnimationLoop(() => {
  const dt = clock.getDelta();
  if (wantsFrames) host.frame(dt);
  const moved = controls.update();
  if (!dirty && !moved && !hasVideo && !wantsFrames) return;
  dirty = false;
  renderer.render(scene, camera);
});

// A drag (orbiting the view) is not a tap; the preview keeps its 6 px (a mouse), the viewer 8 (a finger).
onCanvasTap(renderer.domElement, camera, (ray, x, y) => host.send({ type: "tap", object: sync.hit(ray), x, y }), 6);

window.addEventListener("message", (e: MessageEvent<ToFrame>) => {
  // Only the console page that embeds this frame drives it.
  if (e.source !== window.parent) return;
  const message = e.data;
  if (message.type === "assets") updateAssets(message.assets, message.keep);
  else if (message.type === "run") run(message.runId, message.code, message.assetNames, message.markers);
  else if (message.type === "marker") {
    if (!anchors.has(message.id) || found.get(message.id) === message.found) return;
    found.set(message.id, message.found);
    anchors.get(message.id)!.visible = message.found;
    host.send({ type: message.found ? "found" : "lost", marker: message.id });
    dirty = true;
  } else if (message.type === "reset-view") {
    userMoved = false;
    frameContent();
  }
});

post({ type: "ready" });
