// The published form of an AR project as GET /api/public/projects/{id} answers it (built by
// publish.ts, served by public-project.ts). Types only and server-free: the public viewer imports
// them (`@ar/core/ar-projects/public-types`, type-only), so its bundle and its type check reach
// nothing of the server.
import type { ProjectType } from "./project-type";
import type { SceneObject } from "./scene-schema";

export type PublicScene = {
  id: number;
  name: string;
  kind: "qr" | "image" | "world";
  qrMarkerId: string | null;
  /**
   * `target`: the prepared tracking target of the marker image (core image-targets), a public
   * JSON file; null, or absent in snapshots published before image tracking (the viewer shows the
   * 3D view).
   */
  markerImage: { src: string; naturalWidth: number | null; target?: string | null } | null;
  /** The editor's marker-size factor that saved positions and scales are divided by. */
  markerScale: number;
  /** Exactly as saved: marker-relative, divided by markerScale. */
  objects: SceneObject[];
};

export type PublicProject = {
  id: number;
  type: ProjectType;
  name: string | null;
  version: number;
  publishedAt: string;
  features: { trackingLastKnownPose: boolean; disablePreloader: boolean; lazyLoad: boolean; useAppClips: boolean };
  invert: boolean;
  scenes: PublicScene[];
  assets: Record<string, { src: string; kind: string; name: string; size: number }>;
  code: { code: string; assetData: Record<string, string> } | null;
  link: string;
};
