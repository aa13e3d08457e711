// Which QR marker of a code project a scanned code is. Each QR scene prints the project's link
// with its own marker id (?m={qrMarkerId}, GET /api/qr/{projectId}?type=ar-project&marker=…), so
// the codes tell the scenes apart and every QR marker is tracked, one in view at a time. The
// project's plain link (codes printed before marker links) anchors the first QR scene; with a
// single QR scene any code does (the rule of plan.ts for QR projects).
import { isProjectLink } from "./plan";
import type { PublicScene } from "./types";

/** The scene id (as the script sees it) a code's text anchors, or null for a code of none. */
export function qrMarkerOf(qrScenes: readonly PublicScene[], projectId: number, text: string): string | null {
  const first = qrScenes[0];
  if (!first) return null;
  if (!isProjectLink(text, projectId)) return qrScenes.length === 1 ? String(first.id) : null;
  const m = new URL(text).searchParams.get("m");
  const own = m ? qrScenes.find((s) => s.qrMarkerId === m) : undefined;
  // A marker id of no scene (deleted since printing) still names this project: its first scene.
  return String((own ?? first).id);
}
