// GET /api/public/arkit/{id} (built by arkit-public.ts): public URLs, nothing private. Types only
// and server-free: the ARKit viewer imports them (`@ar/core/arkit/public-types`, type-only), so its
// bundle and its type check reach nothing of the server.

export type PublicArkit = {
  id: number;
  name: string;
  /** The GLB (Scene Viewer on Android, the 3D preview on a desktop). */
  modelSrc: string;
  /** The USDZ for AR Quick Look on iOS; null until the console has exported it. */
  usdzSrc: string | null;
  previewSrc: string | null;
};
