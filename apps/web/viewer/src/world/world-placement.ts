// Tap-to-place of a world scene in a WebXR `immersive-ar` session with hit-test (issue 21), as a
// state machine over frames so it is unit-tested against a recorded session (headless Chromium
// has no AR device). Each frame brings the first hit-test result's pose (or none), the viewer's
// position, and whether a `select` (a tap) happened. A tap with a surface in sight places the
// scene there at real scale (1 unit = 1 m: no scaling at all), upright, turned to face the person;
// a later tap moves it to where the reticle is then. Pure numbers, no three.js.

/** Column-major 4×4, as XRRigidTransform.matrix gives it. */
export type Mat4 = readonly number[];

export type XrSample = { t: number; hit: Mat4 | null; viewer: [number, number, number]; select?: boolean };

export type PlacementState = "searching" | "aiming" | "placed";

export type Placement = {
  state: PlacementState;
  /** Where the reticle is drawn (on the surface under the screen's centre), or null. */
  reticle: Mat4 | null;
  /** The scene's pose, or null before the first placement. */
  scene: Mat4 | null;
  /** How many times the scene was placed (1 = placed, 2+ = moved). */
  placements: number;
};

export function startPlacement(): Placement {
  return { state: "searching", reticle: null, scene: null, placements: 0 };
}

/** The scene's pose on a hit: the hit's position, y up (the surface's tilt ignored), facing the viewer. */
export function poseOnSurface(hit: Mat4, viewer: readonly [number, number, number]): Mat4 {
  const x = hit[12]!,
    y = hit[13]!,
    z = hit[14]!;
  // Yaw that turns the scene's +z (its front in the editor) towards the viewer, on the floor plane.
  const yaw = Math.atan2(viewer[0] - x, viewer[2] - z);
  const c = Math.cos(yaw),
    s = Math.sin(yaw);
  return [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, x, y, z, 1];
}

export function stepPlacement(p: Placement, sample: XrSample): Placement {
  const reticle = sample.hit ? poseOnSurface(sample.hit, sample.viewer) : null;
  if (sample.select && reticle) {
    return { state: "placed", reticle, scene: reticle, placements: p.placements + 1 };
  }
  const state: PlacementState = p.scene ? "placed" : reticle ? "aiming" : "searching";
  return { ...p, state, reticle };
}

/** Runs a recorded session through the machine and returns the placement after each frame. */
export function replay(samples: XrSample[]): Placement[] {
  const out: Placement[] = [];
  let p = startPlacement();
  for (const s of samples) out.push((p = stepPlacement(p, s)));
  return out;
}
