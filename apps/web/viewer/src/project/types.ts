// GET /api/public/projects/{id}: the server's own types (packages/core/src/ar-projects/
// public-project-types.ts, server-free and imported as types only, so the viewer's bundle and type
// check reach no server code). The viewer reads scene objects with the renderer's structural type,
// which every saved object fits (@ar/scene-render/scene-object).
import type {
  PublicProject as PublishedProject,
  PublicScene as PublishedScene,
} from "@ar/core/ar-projects/public-types";
import type { SceneObject } from "@ar/scene-render/scene-object";

export type PublicScene = Omit<PublishedScene, "objects"> & { objects: SceneObject[] };

export type PublicProject = Omit<PublishedProject, "scenes"> & { scenes: PublicScene[] };
