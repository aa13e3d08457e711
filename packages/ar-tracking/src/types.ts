/** A point in frame pixels or on the marker plane. */
export type Vec2 = [number, number];
export type Vec3 = [number, number, number];
/** 3×3 matrix, row-major: m[r * 3 + c]. */
export type Mat3 = [number, number, number, number, number, number, number, number, number];
/** Four points: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Vec2, Vec2, Vec2, Vec2];

/**
 * Camera pose of a plane, OpenCV convention: camera x right, y down, z forward (into the scene);
 * a plane point P = (u, v, 0) (u right along the code, v down the code, z into the paper) is seen
 * at X_cam = R·P + t.
 */
export type Pose = { R: Mat3; t: Vec3 };

/** Pinhole intrinsics in frame pixels (pixel i covers [i, i+1), so the frame centre is (w/2, h/2)). */
export type Intrinsics = { fx: number; fy: number; cx: number; cy: number; width: number; height: number };
