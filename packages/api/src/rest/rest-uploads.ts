// The multipart doors of the REST table: JSON-only tRPC cannot carry a file, so each calls its
// core service with the request. Keyed "METHOD path" as rest-table.ts lists them.
import {
  addPackItem,
  createArkitProject,
  createImageScene,
  replaceProjectAsset,
  saveSceneMarker,
  saveScenePreview,
  setArkitPreview,
  setArkitUsdz,
  startAlphaEncode,
  updateArkitProject,
  uploadBackground,
  uploadProjectAsset,
  uploadWishMedia,
} from "@ar/core";
import type { PublicUploadRoute, RestParams, UploadRoute } from "./rest-table";

const id = (p: RestParams) => Number(p.id);

const routes: (UploadRoute | PublicUploadRoute)[] = [
  {
    method: "POST",
    path: "/api/cards/:id/background/:side",
    input: "multipart",
    upload: (user, request, p) => uploadBackground({ actor: user, collectionId: id(p), side: p.side!, request }),
  },
  {
    method: "POST",
    path: "/api/public/cards/:cardId/media",
    input: "public-multipart",
    upload: (request, p, client) => uploadWishMedia({ cardId: p.cardId!, request, ip: client.ip }),
  },
  {
    method: "POST",
    path: "/api/ar-projects/data/:id/create-image-scene",
    input: "multipart",
    upload: (user, request, p) => createImageScene({ actor: user, projectId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/ar-projects/scenes/:id/preview",
    input: "multipart",
    upload: (user, request, p) => saveScenePreview({ actor: user, sceneId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/ar-projects/scenes/:id/marker",
    input: "multipart",
    upload: (user, request, p) => saveSceneMarker({ actor: user, sceneId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/ar-projects/:id/assets",
    input: "multipart",
    upload: (user, request, p) => uploadProjectAsset({ actor: user, projectId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/encodeAlt",
    input: "multipart",
    upload: (user, request) => startAlphaEncode({ actor: user, request }),
  },
  {
    method: "POST",
    path: "/api/ar-projects/assets/:id/replace",
    input: "multipart",
    upload: (user, request, p) => replaceProjectAsset({ actor: user, assetId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/arkit",
    input: "multipart",
    feature: "arkit",
    upload: (user, request) => createArkitProject({ actor: user, request }),
  },
  {
    method: "POST",
    path: "/api/arkit/:id",
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => updateArkitProject({ actor: user, projectId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/arkit/:id/preview",
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => setArkitPreview({ actor: user, projectId: id(p), request }),
  },
  // Beyond the spec: the USDZ exported in the browser, for iOS AR Quick Look.
  {
    method: "POST",
    path: "/api/arkit/:id/usdz",
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => setArkitUsdz({ actor: user, projectId: id(p), request }),
  },
  {
    method: "POST",
    path: "/api/cards/assets/:id/items",
    input: "multipart",
    feature: "wishes",
    upload: (user, request, p) => addPackItem({ actor: user, packId: id(p), request }),
  },
];

export const uploadRoutes: Record<string, UploadRoute | PublicUploadRoute> = Object.fromEntries(
  routes.map((r) => [`${r.method} ${r.path}`, r]),
);
