// Types of the ARKit procedures as the screen uses them, inferred from the API so that a change on
// the server shows up here as a type error; and the REST doors for the multipart calls (tRPC
// carries JSON only, platform spec 7 "ARKit").
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type ArkitOutputs = inferRouterOutputs<AppRouter>["arkit"];

export type ArkitProject = ArkitOutputs["list"][number];

/** POST: multipart `file` (GLB) and `name`. */
export const arkitCreateUrl = "/api/arkit";
/** POST: a new `name` and/or a replaced model `file` ("Replace Model"). */
export const arkitUpdateUrl = (id: number) => `/api/arkit/${id}`;
/** POST: the preview image rendered in the browser. */
export const arkitPreviewUrl = (id: number) => `/api/arkit/${id}/preview`;
/** POST: the USDZ exported in the browser (beyond the spec, for iOS AR Quick Look). */
export const arkitUsdzUrl = (id: number) => `/api/arkit/${id}/usdz`;
/** The QR of the project's AR link; SVG stays sharp at the 230 px the dialog shows (spec 9). */
export const arkitQrUrl = (id: number) => `/api/qr/${id}.svg?type=arkit`;

/** Spec 9: the ARKit QR is 230 px. */
export const ARKIT_QR_SIZE = 230;
