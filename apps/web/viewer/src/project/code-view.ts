// A code project in the viewer (issue 21): the published script runs in a sandbox frame
// (@ar/script-runtime: an opaque-origin iframe whose Worker runs it, the same host and script API
// as the editor's preview) and this page renders what it answers, in place (scene-sync), on the
// project's markers. Marker events come from the trackers through marker-source.ts; taps and
// frames go to the script. Without a camera (refused, none, desktop) or a tracked marker, the
// script's scene shows in the 3D view with every marker in view at the origin, as in the preview.
import { Group, type Object3D } from "three";
import { createQrTracker, type QrTracker } from "@ar/ar-tracking";
import { createImageTracker, type ImageTracker } from "@ar/ar-tracking/image";
import { disposeScriptObject } from "@ar/script-runtime/asset-templates";
import type { MarkerInfo } from "@ar/script-runtime/description";
import type { HostReport } from "@ar/script-runtime/host";
import { createSandboxedScript } from "@ar/script-runtime/sandbox-client";
import { createSceneSync } from "@ar/script-runtime/scene-sync";
import frameUrl from "@ar/script-runtime/sandbox-frame?worker&url";
import { attachStream, stopStream } from "../shell/camera";
import { createFallbackView } from "../shell/fallback-view";
import { createStage, markAfterNextFrame, type Stage } from "../shell/stage";
import { cameraBackdrop } from "../shell/camera-backdrop";
import { codeImageTargets, type ViewerPlan } from "./plan";
import { qrMarkerOf } from "./qr-markers";
import { imageMarkerSource, qrMarkerSource, type MarkerSource } from "./marker-source";
import { MARK_FIRST_FRAME, MARK_SCRIPT_SHOWN, markFirstFound } from "./marks";
import type { ProjectViewOptions } from "./view-options";
import { loadAssets, wireTaps } from "./code-view-parts";

let warmTracker: QrTracker | null = null;
let warmImages: ImageTracker | null = null;

/** Starts the trackers the markers need (workers, WebAssembly, targets) while the camera prompt is open. */
export function prewarmTracker(plan?: ViewerPlan): void {
  if (plan?.mode !== "code") return;
  if (plan.qrScene) warmTracker ??= createQrTracker();
  const targets = codeImageTargets(plan);
  if (targets.length > 0) warmImages ??= createImageTracker({ targets });
}

export async function showProject(opts: ProjectViewOptions): Promise<void> {
  const { status, project, plan } = opts;
  if (plan.mode !== "code") throw new Error("code-view shows code projects only");
  const container = opts.root.querySelector<HTMLElement>("#stage")!;
  const stage = createStage(container);
  markAfterNextFrame(stage, MARK_FIRST_FRAME);

  const markers: MarkerInfo[] = plan.markers.map((s) => ({
    id: String(s.id),
    name: s.name,
    kind: s.kind === "qr" ? "qr" : "image",
  }));
  // One anchor per marker; objects on no anchor ride on the first marker (or stand at the origin).
  const anchors = new Map<string, Object3D>();
  const content = new Group();
  content.name = "content";
  for (const m of markers) {
    const a = new Group();
    a.name = `anchor:${m.id}`;
    anchors.set(m.id, a);
  }
  const defaultAnchor = markers[0] ? anchors.get(markers[0].id)! : content;

  const templates = await loadAssets(project, () => undefined);
  const sync = createSceneSync({
    resolveAsset: (name) => templates.get(name)?.template.clone(true) ?? null,
    parentFor: (anchor) => (anchor ? anchors.get(anchor) : undefined) ?? defaultAnchor,
    dispose: disposeScriptObject,
  });

  let wantsFrames = false;
  let shown = false;
  const found = new Set<string>();
  let onFirstShown = () => {};
  const script = createSandboxedScript({
    frameUrl,
    container: opts.root,
    onReport: (report: HostReport) => {
      if (report.kind !== "result") {
        // Too slow or crashed: what it built stays; the status line says something failed.
        console.warn("script stopped", report);
        status.note("load-failed");
        wantsFrames = false;
        return;
      }
      try {
        sync.apply(report.result.scene);
      } catch (e) {
        console.warn("script scene not applied", e);
      }
      wantsFrames = report.result.scene.wantsFrames;
      if (!report.result.ok) {
        console.warn("script error", report.result.error);
        status.note("load-failed");
      }
      if (report.first) {
        // Markers found while the script was starting: it hears of them now.
        for (const id of found) script.send({ type: "event", event: { type: "found", marker: id } });
      }
      if (!shown) {
        shown = true;
        markAfterNextFrame(stage, MARK_SCRIPT_SHOWN);
        onFirstShown();
      }
    },
  });
  let started = false;
  const markFound = (id: string) => {
    found.add(id);
    if (started) script.send({ type: "event", event: { type: "found", marker: id } });
  };
  const markLost = (id: string) => {
    found.delete(id);
    if (started) script.send({ type: "event", event: { type: "lost", marker: id } });
  };

  stage.onFrame((dt) => {
    if (wantsFrames) script.send({ type: "frame", dt });
  });
  wireTaps(stage, (event) => script.send({ type: "event", event }), sync);

  const assetNames = [...templates.keys()];
  const start = () => {
    started = true;
    script.run({ runId: 1, code: plan.code.code, assetNames, markers });
  };
  window.addEventListener("pagehide", () => script.dispose());

  const imageTargets = codeImageTargets(plan);
  if ((plan.qrScene || imageTargets.length > 0) && opts.stream) {
    for (const a of anchors.values()) stage.scene.add(a);
    if (defaultAnchor === content) stage.scene.add(content);
    await showAr({
      ...opts,
      stage,
      container,
      anchors,
      qrMarkerId: plan.qrScene ? String(plan.qrScene.id) : null,
      imageTargets,
      onFound: markFound,
      onLost: markLost,
    });
    start();
    opts.onReady();
    return;
  }
  // The 3D view: every marker "in view" at the origin, as in the editor's preview.
  stopStream(opts.stream);
  warmTracker?.dispose();
  warmTracker = null;
  for (const a of anchors.values()) content.add(a);
  const view = createFallbackView({ stage, content, container });
  onFirstShown = () => view.frame();
  if (!status.state || status.state === "loading" || status.state === "camera-asking") status.set("fallback");
  for (const m of markers) found.add(m.id);
  start();
  opts.onReady();
}

async function showAr(
  o: ProjectViewOptions & {
    stage: Stage;
    container: HTMLElement;
    anchors: Map<string, Object3D>;
    qrMarkerId: string | null;
    imageTargets: { id: string; url: string }[];
    onFound(id: string): void;
    onLost(id: string): void;
  },
) {
  const { stage, container, status, project, plan } = o;
  const { video, layout } = cameraBackdrop(stage, container);
  await attachStream(video, o.stream!, { status });
  layout();
  // QR codes, pictures or both: the status names what the camera looks for.
  status.subject(o.imageTargets.length === 0 ? "code" : o.qrMarkerId ? "marker" : "picture");
  status.set("looking");
  let anchoredOnce = false;
  const keep = project.features.trackingLastKnownPose;
  const found = new Set<string>();
  const events = {
    camera: stage.camera,
    video,
    anchors: o.anchors,
    keepLastPose: keep,
    onFound: (id: string) => {
      found.add(id);
      status.set("found");
      if (!anchoredOnce) {
        anchoredOnce = true;
        markFirstFound(stage);
      }
      o.onFound(id);
    },
    onLost: (id: string) => {
      found.delete(id);
      if (found.size === 0) status.set(keep ? "lost-kept" : "lost");
      o.onLost(id);
    },
  };
  const sources: MarkerSource[] = [];
  if (o.qrMarkerId && plan.mode === "code") {
    // Every QR marker of the project, told apart by the marker id in its code (qr-markers.ts).
    const qrScenes = plan.markers.filter((s) => s.kind === "qr");
    const qrAnchors = new Map(
      qrScenes.flatMap((s) =>
        o.anchors.has(String(s.id)) ? [[String(s.id), o.anchors.get(String(s.id))!] as const] : [],
      ),
    );
    sources.push(
      qrMarkerSource({
        ...events,
        anchors: qrAnchors,
        markerOf: (text) => qrMarkerOf(qrScenes, project.id, text),
        ...(warmTracker ? { tracker: warmTracker } : {}),
      }),
    );
  }
  if (o.imageTargets.length > 0)
    sources.push(
      imageMarkerSource({ ...events, targets: o.imageTargets, ...(warmImages ? { tracker: warmImages } : {}) }),
    );
  window.addEventListener("pagehide", () => {
    for (const source of sources) source.stop();
    stopStream(o.stream);
  });
}
