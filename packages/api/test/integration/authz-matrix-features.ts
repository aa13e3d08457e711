// Entitlements, the matrix's second dimension: the feature each row needs (platform spec 2 and 3,
// docs/decisions/0013); any other row needs none.
import type { FeatureId } from "@ar/core";
import { accountRows } from "./authz-rows-account";
import { adminPackRows } from "./authz-rows-admin-packs";
import { cardRows } from "./authz-rows-cards";
import { projectRows } from "./authz-rows-projects";

/** Every row of the matrix: authz-matrix.test.ts checks that they are exactly the app's endpoints. */
export const allRows = { ...accountRows, ...cardRows, ...adminPackRows, ...projectRows };

/** The feature each row needs (platform spec 2 and 3, docs/decisions/0013); any other row needs none. */
export const FEATURE_OF: Record<string, FeatureId> = {};
const needs = (feature: FeatureId, keys: string[]) => keys.forEach((k) => (FEATURE_OF[k] = feature));
needs("arkit", [
  "REST GET /api/arkit",
  "REST POST /api/arkit",
  "REST POST /api/arkit/:id",
  "REST POST /api/arkit/:id/preview",
  "REST POST /api/arkit/:id/usdz",
  "TRPC arkit.list",
  "REST DELETE /api/arkit/:id",
  "TRPC arkit.remove",
]);
// Managing packs is the sticker and 3D-model pages'; listing one's own packs is not (the collection editors pick from them).
needs("wishes", [
  "REST POST /api/cards/assets",
  "REST GET /api/cards/assets/public",
  "REST GET /api/cards/assets/:id/items",
  "REST POST /api/cards/assets/:id",
  "REST DELETE /api/cards/assets/:id",
  "REST POST /api/cards/assets/:id/items",
  "REST POST /api/cards/assets/:id/buy",
  "REST DELETE /api/cards/assets/:id/buy",
  "TRPC packs.listPublic",
  "TRPC packs.items",
  "TRPC packs.create",
  "TRPC packs.update",
  "TRPC packs.delete",
  "TRPC packs.get",
  "TRPC packs.remove",
  "REST DELETE /api/cards/assets/:id/items/:itemId",
  "TRPC packs.deleteItem",
]);
// A project's type decides its feature: the rows create QR projects, work on the owner's code project or on their album.
needs("ar-qr", ["REST POST /api/ar-projects/:type", "TRPC projects.create"]);
needs("code", ["REST POST /api/ar-projects/data/:id/code", "TRPC projects.saveCode"]);
// (Invitations are answered whatever the features: consent is not use.)
const FEATURE_FREE = new Set([
  "TRPC projects.alphaStatus",
  "TRPC projects.invitations",
  "TRPC projects.answerInvitation",
]);
needs(
  "ar-albums",
  Object.keys(allRows).filter(
    (k) =>
      /^(REST \w+ \/api\/(ar-projects|public\/media)\/|TRPC projects\.)/.test(k) &&
      !FEATURE_OF[k] &&
      !FEATURE_FREE.has(k),
  ),
);
