// What the project viewer shows, decided from the published project alone (pure, unit-tested):
//  - QR projects (and any project with a QR scene, except code projects): the first QR scene,
//    tracked with the camera;
//  - every other kind (image markers, world scenes, code projects): the first scene in the 3D
//    view with "AR for this kind comes soon" (issue 21 brings their AR).
// Which code anchors the QR scene: the code whose text is this project's link — /{id} or
// /clip/{id} on any host, since the owner's custom domain also prints it — or, when the project
// has exactly one QR scene, any QR code at all (one scene cannot be confused with another; a
// creator may have printed the code with another link). With several QR scenes only the
// project's own link anchors, and it anchors the first of them: the codes cannot tell them apart.
import type { PublicProject, PublicScene } from "./types";

export type ViewerPlan = { mode: "ar"; scene: PublicScene; acceptAny: boolean } | { mode: "3d"; scene: PublicScene | null };

export function planFor(project: PublicProject): ViewerPlan {
  const qrScenes = project.scenes.filter((s) => s.kind === "qr");
  const first = qrScenes[0];
  if (project.type !== "CODE" && first) return { mode: "ar", scene: first, acceptAny: qrScenes.length === 1 };
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
  return plan.mode === "ar" && (plan.acceptAny || isProjectLink(text, projectId));
}
