// Scene editor constants (editors spec §9). Kept in one place so the canvas, the panel and the
// unit tests read the same numbers. The kinds and choices of objects (meshes, environment maps,
// video layouts) are @ar/scene-kinds', shared with the server's schema and the renderers.
export const GRID_SIZE = 100;
export const GRID_DIVISIONS = 100;
/** Preview image uploaded with the scene: 420x225 JPEG at quality 80 (aspect 280/150). */
export const PREVIEW_WIDTH = 420;
export const PREVIEW_HEIGHT = 225;
export const PREVIEW_JPEG_QUALITY = 0.8;
/** Rotation snap while Shift is held. */
export const ROTATION_SNAP_DEGREES = 15;
/** Move snap while Shift is held: a tenth of a grid cell, the panel's reading precision. */
export const MOVE_SNAP = 0.1;
/** Scale snap while Shift is held (scale factors in steps of 0.1). */
export const SCALE_SNAP = 0.1;
/** "Frame the selection" leaves this much room around the selection's bounding sphere. */
export const FRAME_MARGIN = 1.3;
/** A GLB added without a position is scaled so its bounding-box diagonal is this long. */
export const GLB_TARGET_DIAGONAL = 3;
/** A new cube sits on the grid: its centre half a unit up. */
export const NEW_CUBE_POSITION: [number, number, number] = [0, 0.5, 0];
/** The marker image: QR codes are drawn 1.2 times larger (their quiet zone), others at 1. */
export const QR_MARKER_SCALE = 1.2;
export const IMAGE_MARKER_SCALE = 1;
export const MARKER_OPACITY = 0.75;
export const DEFAULT_CHROMA_KEY = "#00FF00";
/** The server keeps at most 20 click actions per object (scene-schema.ts). */
export const MAX_CLICK_ACTIONS = 20;
/** Undo steps kept in memory. */
export const HISTORY_LIMIT = 200;
/** Where the app serves the three.js decoders (copied from three/examples; never a CDN). */
export const DRACO_DECODER_PATH = "/scene-editor/draco/";
