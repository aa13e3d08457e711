// What start.ts hands a project view (scene-view, image-view, code-view): one shape for the three.
import type { StatusLine } from "../shell/status";
import type { ViewerPlan } from "./plan";
import type { PublicProject } from "./types";

export type ProjectViewOptions = {
  root: HTMLElement;
  status: StatusLine;
  project: PublicProject;
  plan: ViewerPlan;
  /** The camera, when it was asked for and granted; null shows the 3D view. */
  stream: MediaStream | null;
  /** The scene (or its first part, with lazyLoad) is ready: the loading overlay goes. */
  onReady(): void;
};
