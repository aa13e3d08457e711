// GET /api/public/projects/{id} (packages/core/src/ar-projects/public-project.ts). Declared
// here rather than imported: the viewer's bundle and type check never reach server packages.
import type { SceneObject } from "@ar/scene-render/scene-object";

export type PublicScene = {
  id: number;
  name: string;
  kind: "qr" | "image" | "world";
  qrMarkerId: string | null;
  /** `target`: the prepared tracking target file (null: published before image tracking → 3D view). */
  markerImage: { src: string; naturalWidth: number | null; target?: string | null } | null;
  markerScale: number;
  objects: SceneObject[];
};

export type PublicProject = {
  id: number;
  type: "QR" | "ALBUM" | "CODE" | "WORLD";
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
