import lazyChunks from "virtual:lazy-chunks";
import type { Lng } from "../i18n/languages";

/**
 * What a signed-in page fetches before it hydrates besides its route modules: the signed-in frame
 * and all texts of its language (entry.client waits for both). Preloaded with the route modules;
 * visitors' pages need neither.
 */
export function signedInPreloads(lng: Lng): string[] {
  return [...new Set([...(lazyChunks.frame ?? []), ...(lazyChunks[lng] ?? [])])];
}
