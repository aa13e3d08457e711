import { getServerEnv } from "@ar/config";
import { fileUrl } from "../files/file-url";

export const PROJECT_TYPES = ["QR", "ALBUM", "CODE", "WORLD"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const PROJECT_FEATURES = ["useAppClips", "trackingLastKnownPose", "disablePreloader", "lazyLoad"] as const;

export type SceneDto = {
  id: number; name: string; data: unknown; qrMarker: { id: string } | null; imageMarker: { naturalWidth: number | null; markerImageSrc: string | null } | null;
  meta: unknown; previewSrc: string | null; editedAt: string | null; createdAt: string; arProjectId: number;
};
export type AssetDto = { id: number; name: string; kind: string; size: number; compSize: number | null; uploadStatus: string; progress: number; src: string | null; disableCompressing: boolean };

type SceneRow = { id: number; name: string; data: unknown; qrMarkerId: string | null; imageMarkerSrc: string | null; naturalWidth: number | null; meta: unknown; previewSrc: string | null; editedAt: Date | null; createdAt: Date; projectId: number };
type AssetRow = { id: number; name: string; kind: string; size: number; compSize: number | null; uploadStatus: string; progress: number; srcKey: string; compressedKey: string | null; disableCompressing: boolean };

export function toSceneDto(s: SceneRow): SceneDto {
  return {
    id: s.id, name: s.name, data: s.data,
    qrMarker: s.qrMarkerId ? { id: s.qrMarkerId } : null,
    imageMarker: s.imageMarkerSrc ? { naturalWidth: s.naturalWidth, markerImageSrc: fileUrl(s.imageMarkerSrc) } : null,
    meta: s.meta ?? null, previewSrc: fileUrl(s.previewSrc), editedAt: s.editedAt?.toISOString() ?? null, createdAt: s.createdAt.toISOString(), arProjectId: s.projectId,
  };
}

export function toAssetDto(a: AssetRow): AssetDto {
  const ready = a.uploadStatus === "ready";
  return {
    id: a.id, name: a.name, kind: a.kind, size: a.size, compSize: a.compSize, uploadStatus: a.uploadStatus, progress: a.progress,
    src: ready ? fileUrl(a.compressedKey ?? a.srcKey) : null, disableCompressing: a.disableCompressing,
  };
}

export type ProjectRow = {
  id: number; type: ProjectType; name: string | null; features: unknown; codeData: unknown; invert: boolean; apiKey: string; useAppClips: boolean;
  createdAt: Date; editedAt: Date | null; ownerId: number; scenes: SceneRow[]; assets?: AssetRow[];
};

export function toProjectDto(p: ProjectRow, viewerId: number) {
  return {
    id: p.id, type: p.type, name: p.name, features: p.features ?? {}, codeData: p.codeData ?? null, invert: p.invert,
    apiKey: p.apiKey, useAppClips: p.useAppClips, videoEncoderUrl: getServerEnv().APP_URL,
    createdAt: p.createdAt.toISOString(), editedAt: p.editedAt?.toISOString() ?? null, isOwner: p.ownerId === viewerId,
    scenes: p.scenes.map(toSceneDto), assets: (p.assets ?? []).map(toAssetDto),
  };
}
export type ProjectDto = ReturnType<typeof toProjectDto>;
