// What the project viewer shows, decided from the published project alone (pure, unit-tested):
//  - QR projects (and any project with a QR scene, except code projects): the first QR scene,
//    tracked with the camera;
//  - code projects: the script (code-view.ts) over the project's markers, the first QR marker and
//    the image markers with a prepared target tracked with the camera; without any, the 3D view;
//  - image-marker projects (album; any project whose markers are images, no QR scene): every image
//    scene whose marker has a prepared tracking target, tracked together (image-view.ts); image
//    scenes without a target (snapshots published before image tracking) are left out, and with
//    none left the first scene is shown in the 3D view saying the marker is not ready;
//  - world projects: their world scene in world mode (src/world/: WebXR on a detected surface,
//    AR Quick Look, the 3D view over the camera turned by the phone, or 3D only, per device);
//    any other project left without a trackable scene: the first scene in the 3D view.
// Which code anchors the QR scene: the code whose text is this project's link — /{id} or
// /clip/{id} on any host, since the owner's custom domain also prints it — or, when the project
// has exactly one QR scene, any QR code at all (one scene cannot be confused with another; a
// creator may have printed the code with another link). With several QR scenes only the
// project's own link anchors, and it anchors the first of them: the codes cannot tell them apart.
import type { PublicProject, PublicScene } from "./types";

export type ViewerPlan =
  | { mode: "ar"; scene: PublicScene; acceptAny: boolean }
  /** `why`: the project has image scenes but none has a tracking target yet. */
  | { mode: "3d"; scene: PublicScene | null; why?: "target-not-ready" }
  /** Image scenes with their target file (tracked all at once; the one in view is shown). */
  | { mode: "image"; scenes: { scene: PublicScene; target: string }[] }
  /** `markers`: the QR and image scenes the script sees; `qrScene`: the one the camera tracks. */
  | {
      mode: "code";
      code: NonNullable<PublicProject["code"]>;
      markers: PublicScene[];
      qrScene: PublicScene | null;
      acceptAny: boolean;
    }
  /** A world project's scene: placed in the room (world-start.ts picks how, per device). */
  | { mode: "world"; scene: PublicScene };

export function planFor(project: PublicProject): ViewerPlan {
  const qrScenes = project.scenes.filter((s) => s.kind === "qr");
  const first = qrScenes[0];
  if (project.type === "CODE" && project.code) {
    const markers = project.scenes.filter((s) => s.kind === "qr" || s.kind === "image");
    return { mode: "code", code: project.code, markers, qrScene: first ?? null, acceptAny: qrScenes.length === 1 };
  }
  if (project.type !== "CODE" && first) return { mode: "ar", scene: first, acceptAny: qrScenes.length === 1 };
  const imageScenes = project.scenes.filter((s) => s.kind === "image" && s.markerImage);
  const tracked = imageScenes.flatMap((scene) =>
    scene.markerImage?.target ? [{ scene, target: scene.markerImage.target }] : [],
  );
  if (project.type !== "CODE" && tracked.length > 0) return { mode: "image", scenes: tracked };
  if (project.type !== "CODE" && imageScenes.length > 0)
    return { mode: "3d", scene: imageScenes[0]!, why: "target-not-ready" };
  const world = project.scenes.find((s) => s.kind === "world");
  if (project.type === "WORLD" && world) return { mode: "world", scene: world };
  return { mode: "3d", scene: project.scenes[0] ?? null };
}

/** The text of a scanned code names this project: its path is /{id} or /clip/{id}. */
export function isProjectLink(text: string, projectId: number): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const m = /^\/(?:clip\/)?(\d+)\/?$/.exec(url.pathname);
  return m !== null && Number(m[1]) === projectId;
}

export function acceptsCode(plan: ViewerPlan, projectId: number, text: string): boolean {
  return (
    (plan.mode === "ar" || (plan.mode === "code" && plan.qrScene !== null)) &&
    (plan.acceptAny || isProjectLink(text, projectId))
  );
}

/** The plan needs the camera: a tracked QR scene. */
export const wantsCamera = (plan: ViewerPlan) =>
  plan.mode === "ar" ||
  plan.mode === "image" ||
  (plan.mode === "code" && (plan.qrScene !== null || codeImageTargets(plan).length > 0));

/** A code project's image markers with a prepared tracking target (id: the scene's, as the script sees it). */
export function codeImageTargets(plan: ViewerPlan): { id: string; url: string }[] {
  if (plan.mode !== "code") return [];
  return plan.markers.flatMap((s) =>
    s.kind === "image" && s.markerImage?.target ? [{ id: String(s.id), url: s.markerImage.target }] : [],
  );
}
