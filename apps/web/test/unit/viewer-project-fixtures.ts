// What the viewer plan tests start from: a published project and its scenes as
// GET /api/public/projects/{id} gives them, with no objects, assets or code.
import type { PublicProject, PublicScene } from "../../viewer/src/project/types";

/** A scene of `kind` with no marker, at scale 1; `more` sets the rest. */
export const publicScene = (id: number, kind: PublicScene["kind"], more: Partial<PublicScene> = {}): PublicScene => ({
  id,
  name: `S${id}`,
  kind,
  qrMarkerId: null,
  markerImage: null,
  markerScale: 1,
  objects: [],
  ...more,
});

/** A published project of `type` holding `scenes`, every feature off; `more` sets the rest. */
export const publicProject = (
  type: PublicProject["type"],
  scenes: PublicScene[],
  more: Partial<PublicProject> = {},
): PublicProject => ({
  id: 7,
  type,
  name: null,
  version: 1,
  publishedAt: "",
  invert: false,
  scenes,
  assets: {},
  code: null,
  link: "",
  features: { trackingLastKnownPose: false, disablePreloader: false, lazyLoad: false, useAppClips: false },
  ...more,
});
