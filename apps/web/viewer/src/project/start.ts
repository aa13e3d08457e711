// The project viewer's light part (in the boot path): fetch the published project, decide what to
// show, ask for the camera, and only then load three.js, the scene renderer and the tracker (the
// camera prompt and those downloads overlap). Every failure ends in something to look at: a
// public page, or the scene in the 3D view.
import { FAILURE_STATE, startCamera, type CameraResult } from "../shell/camera";
import { pageForStatus, showPublicPage } from "../shell/public-page";
import type { StatusLine } from "../shell/status";
import { planFor, wantsCamera } from "./plan";
import type { PublicProject } from "./types";

export async function startProject(opts: {
  root: HTMLElement;
  status: StatusLine;
  projectId: number;
  clip: boolean;
}): Promise<void> {
  const { root, status } = opts;
  status.set("loading");
  let project: PublicProject;
  try {
    // No cookies: the viewer is public and must not depend on (or send) a console session.
    // no-cache: revalidate by ETag (a 304 costs one round trip) so a creator who publishes and
    // scans again sees the new version at once, not the browser's copy for max-age=30.
    const res = await fetch(`/api/public/projects/${opts.projectId}`, {
      credentials: "omit",
      cache: "no-cache",
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return showPublicPage(root, pageForStatus(res.status, "project"));
    project = (await res.json()) as PublicProject;
  } catch {
    return showPublicPage(root, "error");
  }
  if (project.name) document.title = project.name;
  const plan = planFor(project);

  const overlay = project.features.disablePreloader ? null : showLoading(root);
  let camera: Promise<CameraResult> | null = null;
  if (wantsCamera(plan)) {
    status.set("camera-asking");
    camera = startCamera();
  }
  // A world project picks its AR per device; the camera is asked for only on a tap there.
  if (plan.mode === "world") {
    try {
      const { showWorld } = await import("../world/world-start");
      await showWorld({ root, status, project, scene: plan.scene, onReady: () => overlay?.remove() });
    } catch (error) {
      overlay?.remove();
      console.error(error);
      showPublicPage(root, "error");
    }
    return;
  }
  // A code project runs its script (code-view); everything else is a built scene (scene-view).
  // Image markers have their own view (image-view: the image tracker's chunk loads only there).
  const view =
    plan.mode === "code"
      ? import("./code-view")
      : plan.mode === "image"
        ? import("./image-view")
        : import("./scene-view");
  try {
    const { showProject, prewarmTracker } = await view;
    if (camera) prewarmTracker(plan);
    const cam = camera ? await camera : null;
    if (cam && !cam.ok) status.set(FAILURE_STATE[cam.reason]);
    await showProject({
      root,
      status,
      project,
      plan,
      stream: cam?.ok ? cam.stream : null,
      onReady: () => overlay?.remove(),
    });
  } catch (error) {
    overlay?.remove();
    console.error(error);
    showPublicPage(root, "error");
  }
}

function showLoading(root: HTMLElement): HTMLElement {
  const el = document.createElement("div");
  el.className = "loading";
  el.setAttribute("aria-hidden", "true");
  root.append(el);
  return el;
}
