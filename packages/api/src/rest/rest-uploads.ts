// The multipart doors of the REST table: JSON-only tRPC cannot carry a file, so each calls its
// core service with the request. Keyed "METHOD path" as rest-table.ts lists them.
import {
  createImageScene,
  replaceProjectAsset,
  saveSceneMarker,
  saveScenePreview,
  startAlphaEncode,
  uploadProjectAsset,
} from "@ar/core/ar-projects";
import { createArkitProject, setArkitPreview, setArkitUsdz, updateArkitProject } from "@ar/core/arkit";
import { uploadBackground, uploadWishMedia } from "@ar/core/cards";
import { addPackItem } from "@ar/core/packs";
import type { z } from "zod";
import { arkitProjectDto } from "../routers/outputs/arkit";
import { backgroundAnswer, wishMedia } from "../routers/outputs/cards";
import { packItem } from "../routers/outputs/packs";
import { alphaStarted, assetDto, sceneDto } from "../routers/outputs/projects";
import type { PublicUploadRoute, RestParams, UploadRoute } from "./rest-table";

const id = (p: RestParams) => Number(p.id);

/** A route whose service answers what its `output` schema describes (a different answer is a type error). */
type Answering<R extends UploadRoute | PublicUploadRoute, T> = Omit<R, "output" | "upload"> & {
  output: z.ZodType<T>;
  upload: (...args: Parameters<R["upload"]>) => Promise<T>;
};
const multipart = <T>(route: Answering<UploadRoute, T>): UploadRoute => route;
const publicMultipart = <T>(route: Answering<PublicUploadRoute, T>): PublicUploadRoute => route;

const routes = [
  multipart({
    method: "POST",
    path: "/api/cards/:id/background/:side",
    output: backgroundAnswer,
    input: "multipart",
    upload: (user, request, p) => uploadBackground({ actor: user, collectionId: id(p), side: p.side!, request }),
  }),
  publicMultipart({
    method: "POST",
    path: "/api/public/cards/:cardId/media",
    output: wishMedia,
    input: "public-multipart",
    upload: (request, p, client) => uploadWishMedia({ cardId: p.cardId!, request, ip: client.ip }),
  }),
  multipart({
    method: "POST",
    path: "/api/ar-projects/data/:id/create-image-scene",
    output: sceneDto,
    input: "multipart",
    upload: (user, request, p) => createImageScene({ actor: user, projectId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/ar-projects/scenes/:id/preview",
    output: sceneDto,
    input: "multipart",
    upload: (user, request, p) => saveScenePreview({ actor: user, sceneId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/ar-projects/scenes/:id/marker",
    output: sceneDto,
    input: "multipart",
    upload: (user, request, p) => saveSceneMarker({ actor: user, sceneId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/ar-projects/:id/assets",
    output: assetDto,
    input: "multipart",
    upload: (user, request, p) => uploadProjectAsset({ actor: user, projectId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/encodeAlt",
    output: alphaStarted,
    input: "multipart",
    upload: (user, request) => startAlphaEncode({ actor: user, request }),
  }),
  multipart({
    method: "POST",
    path: "/api/ar-projects/assets/:id/replace",
    output: assetDto,
    input: "multipart",
    upload: (user, request, p) => replaceProjectAsset({ actor: user, assetId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/arkit",
    output: arkitProjectDto,
    input: "multipart",
    feature: "arkit",
    upload: (user, request) => createArkitProject({ actor: user, request }),
  }),
  multipart({
    method: "POST",
    path: "/api/arkit/:id",
    output: arkitProjectDto,
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => updateArkitProject({ actor: user, projectId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/arkit/:id/preview",
    output: arkitProjectDto,
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => setArkitPreview({ actor: user, projectId: id(p), request }),
  }),
  // Beyond the spec: the USDZ exported in the browser, for iOS AR Quick Look.
  multipart({
    method: "POST",
    path: "/api/arkit/:id/usdz",
    output: arkitProjectDto,
    input: "multipart",
    feature: "arkit",
    upload: (user, request, p) => setArkitUsdz({ actor: user, projectId: id(p), request }),
  }),
  multipart({
    method: "POST",
    path: "/api/cards/assets/:id/items",
    output: packItem,
    input: "multipart",
    feature: "wishes",
    upload: (user, request, p) => addPackItem({ actor: user, packId: id(p), request }),
  }),
];

export const uploadRoutes: Record<string, UploadRoute | PublicUploadRoute> = Object.fromEntries(
  routes.map((r) => [`${r.method} ${r.path}`, r]),
);
