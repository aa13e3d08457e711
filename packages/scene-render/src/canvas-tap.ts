// A tap on a three.js canvas, for the viewer and the code editor's preview alike: a pointer that
// went down and up within `slop` CSS pixels (a drag, orbiting the view, is not a tap), handed on
// as the ray from the camera through it and its point in normalized device coordinates.
import { Raycaster, Vector2, type Camera } from "three";

/** Calls `onTap(ray, x, y)` (x, y in -1..1) for each tap on `canvas` seen through `camera`. */
export function onCanvasTap(
  canvas: HTMLCanvasElement,
  camera: Camera,
  onTap: (ray: Raycaster, x: number, y: number) => void,
  slop = 8,
): void {
  const raycaster = new Raycaster();
  const pointer = new Vector2();
  let down: { x: number; y: number } | null = null;
  canvas.addEventListener("pointerdown", (e) => (down = { x: e.clientX, y: e.clientY }));
  canvas.addEventListener("pointerup", (e) => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > slop) return;
    const rect = canvas.getBoundingClientRect();
    const x = ((e.clientX - rect.left) / rect.width) * 2 - 1;
    const y = -((e.clientY - rect.top) / rect.height) * 2 + 1;
    raycaster.setFromCamera(pointer.set(x, y), camera);
    onTap(raycaster, x, y);
  });
}
