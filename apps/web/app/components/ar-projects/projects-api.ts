// Types of the AR-project procedures as the screens use them, inferred from the API so a change
// on the server shows up here as a type error; plus the multipart doors tRPC cannot carry.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type ProjectsOutputs = inferRouterOutputs<AppRouter>["projects"];

export type ProjectListItem = ProjectsOutputs["list"][number];
export type Project = ProjectsOutputs["get"];
export type Scene = Project["scenes"][number];
export type Asset = Project["assets"][number];
export type ProjectUser = ProjectsOutputs["users"][number];
export type ProjectType = Project["type"];

export const PROJECT_TYPES = ["QR", "ALBUM", "CODE", "WORLD"] as const satisfies readonly ProjectType[];

export const imageSceneUrl = (projectId: number) => `/api/ar-projects/data/${projectId}/create-image-scene`;
export const sceneMarkerUrl = (sceneId: number) => `/api/ar-projects/scenes/${sceneId}/marker`;
export const scenePreviewUrl = (sceneId: number) => `/api/ar-projects/scenes/${sceneId}/preview`;
export const assetUploadUrl = (projectId: number) => `/api/ar-projects/${projectId}/assets`;
export const mediaStatusUrl = (assetId: number) => `/api/public/media/${assetId}`;

/**
 * GET /api/public/media/{id}: the worker's progress on an asset (polled every 500 ms); when it
 * failed for good, or while it retries after a failed attempt, the failure code says why.
 */
export type MediaStatus = {
  progress: number;
  complete: boolean;
  failed?: boolean;
  retrying?: boolean;
  failureCode?: string | null;
  fileSize: number;
};
/** Issue 22: a new file for an asset, keeping its id (the same multipart body as an upload). */
export const assetReplaceUrl = (assetId: number) => `/api/ar-projects/assets/${assetId}/replace`;
export const assetRetryUrl = (assetId: number) => `/api/ar-projects/assets/${assetId}/retry`;

/** The QR of a project's AR link (platform spec 7), in the colours asked for. */
export function projectQrUrl(
  projectId: number,
  opts: { clip: boolean; invert: boolean; domain: string | null; marker?: string },
): string {
  const q = new URLSearchParams({ type: opts.clip ? "ar-project-clip" : "ar-project" });
  // A code project's QR marker: the link names it (?m=), so the viewer knows which marker is in view.
  if (opts.marker) q.set("marker", opts.marker);
  // Inverted: a light code on a dark ground, for printing on dark material.
  q.set("dark-color", opts.invert ? "#FFFFFF" : "#000000");
  q.set("light-color", opts.invert ? "#000000" : "#FFFFFF");
  if (opts.domain) q.set("domain", opts.domain);
  // SVG stays sharp at the 220 px the dialog shows (and when printed from it).
  return `/api/qr/${projectId}.svg?${q.toString()}`;
}
