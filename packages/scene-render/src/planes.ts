// Pictures and videos are flat planes one unit across their longer side, in the picture's
// proportions, standing in the object's XY plane (the editor lays new ones flat with a −90° x
// rotation saved on the object).

/** Width 1 for landscape pictures, height 1 for portrait ones. */
export function planeSize(aspect: number): [number, number] {
  if (!Number.isFinite(aspect) || aspect <= 0) return [1, 1];
  return aspect >= 1 ? [1, 1 / aspect] : [aspect, 1];
}
