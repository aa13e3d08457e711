// Types of the packs procedures as the screens use them, inferred from the API so that a change
// on the server shows up here as a type error; and the small rules the screens share.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";
import { isVideoName, type PackType } from "./pack-files";

type PacksOutputs = inferRouterOutputs<AppRouter>["packs"];

export type Pack = PacksOutputs["listMine"][number];
export type PackItem = PacksOutputs["items"][number];
export type PackAccess = "private" | "public";

/** The REST path that takes one item (multipart), since tRPC carries JSON only. */
export function packItemsUploadUrl(packId: number): string {
  return `/api/cards/assets/${packId}/items`;
}

export type Viewer = { id: number; isAdmin: boolean };

/** Spec 6: the pack's author or an administrator edits it. */
export function canEditPack(viewer: Viewer, pack: Pick<Pack, "authorId">): boolean {
  return viewer.isAdmin || pack.authorId === viewer.id;
}

/** What a tile shows: the thumbnail when there is one, else the sticker itself (image or video). */
export function itemPreview(type: PackType, item: PackItem): { kind: "image" | "video"; src: string } | null {
  if (item.previewSrc) return { kind: "image", src: item.previewSrc };
  if (type === "model") return null;
  return { kind: isVideoName(item.name ?? item.src) ? "video" : "image", src: item.src };
}
