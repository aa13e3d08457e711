// Marks on the page's performance timeline, read by the e2e tests and the benches (bench:viewer,
// bench:image): one set of names for every project view. Only the stage is imported (every view
// has it already), so code-view takes them without pulling scene-view's chunk.
import { markAfterNextFrame, type Stage } from "../shell/stage";

/** The first frame drawn (3D view or camera). */
export const MARK_FIRST_FRAME = "viewer:first-frame";
/** The first marker was accepted (with lazyLoad, the files start loading here). */
export const MARK_FOUND = "viewer:found";
/** The first frame drawn with the scene on the marker: what "open → anchored" measures. */
export const MARK_FIRST_ANCHORED = "viewer:first-anchored";
/** A code project: the script's scene was first drawn. */
export const MARK_SCRIPT_SHOWN = "viewer:script-shown";

/** The first marker found: marks it now, and the next frame drawn (the scene on it). */
export function markFirstFound(stage: Stage): void {
  performance.mark(MARK_FOUND);
  markAfterNextFrame(stage, MARK_FIRST_ANCHORED);
}
