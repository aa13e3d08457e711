// The REST shim table: each documented path (spelled exactly as the spec writes it) → the tRPC
// procedure that serves it. A shim only says where the input comes from (the query string, the
// JSON body, path parameters); the procedure (and the core service behind it) does all the work,
// so both doors behave the same. Multipart uploads, which JSON-only tRPC cannot carry, call their
// core service directly with the request (rest-uploads.ts).
// Path parameters named `id` match digits only, so /api/cards/assets is never taken for an id.
import type { z } from "zod";
import type { FeatureId } from "@ar/core/account";
import type { SessionUser } from "@ar/core/auth";
import type { InputOf, ProcedurePath } from "./procedures";
import { uploadRoutes } from "./rest-uploads";

export type RestParams = Record<string, string>;
export type RestMethod = "GET" | "POST" | "DELETE";

type Common = { method: RestMethod; path: string };
/**
 * `input`: where the procedure's input comes from: nothing but path parameters, the JSON body or
 * the query string (its strings coerced by the procedure's schema, query-input.ts). `params`: the
 * input fields the path gives, typed by the procedure's input; they are laid over the body's
 * fields (a body that is not an object counts as none). Without `params` the body is the input.
 * `anonymous`: a public door (the card viewer's): the caller's session is never read, its
 * procedure acts for no account.
 */
export type JsonRoute = Common & {
  input: "none" | "json" | "query";
  procedure: ProcedurePath;
  params?: (p: RestParams) => Record<string, unknown>;
  anonymous?: true;
};
/**
 * `feature`: the entitlement the upload needs, as featureProcedure() declares it for a procedure
 * (docs/decisions/0013). `output`: what the service answers, for the OpenAPI document only (the
 * answer is the service's own DTO, not parsed again: docs/decisions/0042).
 */
export type UploadRoute = Common & {
  input: "multipart";
  feature?: FeatureId;
  output: z.ZodType;
  upload: (user: SessionUser, request: Request, params: RestParams) => Promise<unknown>;
};
/**
 * An upload anyone may make, by design (a card's wish media from the card viewer): no session is
 * read and no Origin is required (the viewer may live on the cards' own domain, as for
 * crossSiteProcedure); the service decides who may upload what and limits each client.
 */
export type PublicUploadRoute = Common & {
  input: "public-multipart";
  output: z.ZodType;
  upload: (request: Request, params: RestParams, client: { ip: string }) => Promise<unknown>;
};
export type RestRoute = JsonRoute | UploadRoute | PublicUploadRoute;

export const id = (p: RestParams) => Number(p.id);

type Fields<P extends ProcedurePath> = Partial<Exclude<InputOf<P>, undefined | void>>;

/** A route served by a procedure; `params` must give fields of that procedure's input. */
function proc<P extends ProcedurePath>(
  method: RestMethod,
  path: string,
  input: JsonRoute["input"],
  procedure: P,
  params?: (p: RestParams) => Fields<P>,
  anonymous?: "anonymous",
): JsonRoute {
  return { method, path, input, procedure, ...(params && { params }), ...(anonymous && { anonymous: true }) };
}

const none = () => ({});
const upload = (method: RestMethod, path: string) => uploadRoutes[`${method} ${path}`]!;

export const restRoutes: RestRoute[] = [
  // Account (platform spec §7)
  proc("GET", "/api/account", "none", "account.get"),
  proc("POST", "/api/account/login", "json", "account.login"),
  proc("POST", "/api/account/register", "json", "account.register"),
  proc("POST", "/api/account/confirm-mail", "json", "account.confirmMail"),
  // Beyond the spec (issue 23): account recovery and credential changes.
  proc("POST", "/api/account/resend-confirmation", "json", "account.resendConfirmation"),
  proc("POST", "/api/account/forgot-password", "json", "account.forgotPassword"),
  proc("POST", "/api/account/reset-password", "json", "account.resetPassword"),
  proc("POST", "/api/account/change-password", "json", "account.changePassword"),
  proc("POST", "/api/account/change-email", "json", "account.changeEmail"),
  proc("POST", "/api/account/confirm-email-change", "json", "account.confirmEmailChange"),
  proc("POST", "/api/account/locale", "json", "account.setLocale"),
  proc("POST", "/api/account/sign-by-google", "json", "account.signByGoogle"),
  proc("GET", "/api/account/data", "none", "account.signInOptions"),
  proc("GET", "/api/stats/all", "none", "stats.all"),

  // Cards (platform spec §7; price, buy and orders come with the wizard)
  proc("GET", "/api/cards", "query", "cards.list"),
  proc("POST", "/api/cards", "json", "cards.create", none),
  proc("GET", "/api/cards/:id", "none", "cards.get", (p) => ({ collectionId: id(p) })),
  proc("POST", "/api/cards/:id", "json", "cards.update", (p) => ({ collectionId: id(p) })),
  proc("DELETE", "/api/cards/:id", "none", "cards.remove", (p) => ({ collectionId: id(p) })),
  proc("POST", "/api/cards/:id/generate-cards", "json", "cards.generate", (p) => ({ collectionId: id(p) })),
  proc("GET", "/api/cards/:id/card-stats", "none", "cards.cardStats", (p) => ({ collectionId: id(p) })),
  proc("POST", "/api/cards/:id/test-card", "none", "cards.testCard", (p) => ({ collectionId: id(p) })),
  upload("POST", "/api/cards/:id/background/:side"),
  proc("GET", "/api/urls", "query", "cards.urls"),
  proc("GET", "/api/cards/price", "query", "cards.price"),
  proc("POST", "/api/cards/:id/buy", "json", "cards.buy", (p) => ({ collectionId: id(p) })),
  proc("GET", "/api/cards/orders/:id", "none", "cards.orderStatus", (p) => ({ orderId: id(p) })),
  proc("GET", "/api/cards/orders/:id/cards", "none", "cards.orderCards", (p) => ({ orderId: id(p) })),
  // Beyond the spec: the viewer app reports card views and uses (public; card ids are unguessable).
  proc("POST", "/api/public/cards/:cardId/view", "none", "cards.recordEvent", (p) => ({
    cardId: p.cardId,
    event: "view" as const,
  })),
  proc("POST", "/api/public/cards/:cardId/use", "none", "cards.recordEvent", (p) => ({
    cardId: p.cardId,
    event: "use" as const,
  })),
  // The card viewer (issue 20 contract §3): a card, its wish media and the wish; the creator's reset.
  proc("GET", "/api/public/cards/:cardId", "none", "cards.publicCard", (p) => ({ cardId: p.cardId }), "anonymous"),
  upload("POST", "/api/public/cards/:cardId/media"),
  proc(
    "GET",
    "/api/public/cards/:cardId/media/:id",
    "none",
    "cards.wishMediaStatus",
    (p) => ({ cardId: p.cardId, mediaId: id(p) }),
    "anonymous",
  ),
  proc("POST", "/api/public/cards/:cardId/wish", "json", "cards.saveWish", (p) => ({ cardId: p.cardId }), "anonymous"),
  proc("POST", "/api/cards/:id/cards/:cardId/reset", "none", "cards.resetCard", (p) => ({
    collectionId: id(p),
    cardId: p.cardId,
  })),

  // Admin (platform spec §7; "paymnets" is spelled exactly as the spec writes it)
  proc("GET", "/api/admin/accounts", "query", "admin.listAccounts"),
  proc("POST", "/api/admin/accounts", "json", "admin.createAccount", none),
  proc("POST", "/api/admin/accounts/:id", "json", "admin.updateAccount", (p) => ({ userId: id(p) })),
  proc("DELETE", "/api/admin/accounts/:id", "none", "admin.deleteAccount", (p) => ({ userId: id(p) })),
  proc("GET", "/api/admin/payments", "query", "admin.listPayments"),
  // Beyond the spec (issue 23): promo codes; `code` is the code itself (path parameters not named id match any text).
  proc("GET", "/api/admin/promo-codes", "none", "admin.promoCodes"),
  proc("POST", "/api/admin/promo-codes", "json", "admin.createPromoCode", none),
  proc("POST", "/api/admin/promo-codes/:code", "json", "admin.updatePromoCode", (p) => ({ code: p.code })),
  // Every user's packs, for making a creator's pack public (issue 23).
  proc("GET", "/api/admin/packs", "query", "admin.listPacks"),
  proc("POST", "/api/admin/paymnets/:id/pay", "none", "admin.markPaymentPaid", (p) => ({ paymentId: id(p) })),

  // AR projects (platform spec §7). Specific paths come before the ones with a free parameter.
  proc("GET", "/api/ar-projects/data/:id", "none", "projects.get", (p) => ({ projectId: id(p) })),
  proc("DELETE", "/api/ar-projects/data/:id", "none", "projects.delete", (p) => ({ projectId: id(p) })),
  proc("POST", "/api/ar-projects/data/:id/create-qr-scene", "json", "projects.createQrScene", (p) => ({
    projectId: id(p),
  })),
  proc("POST", "/api/ar-projects/data/:id/create-world-scene", "json", "projects.createWorldScene", (p) => ({
    projectId: id(p),
  })),
  upload("POST", "/api/ar-projects/data/:id/create-image-scene"),
  proc("POST", "/api/ar-projects/data/:id/code", "json", "projects.saveCode", (p) => ({ projectId: id(p) })),
  proc("POST", "/api/ar-projects/data/:id/:param", "json", "projects.setParam", (p) => ({
    param: p.param,
    projectId: id(p),
  })),
  proc("GET", "/api/ar-projects/scenes/:id", "none", "projects.scene", (p) => ({ sceneId: id(p) })),
  proc("DELETE", "/api/ar-projects/scenes/:id", "none", "projects.deleteScene", (p) => ({ sceneId: id(p) })),
  proc("POST", "/api/ar-projects/scenes/:id/name", "json", "projects.renameScene", (p) => ({ sceneId: id(p) })),
  proc("POST", "/api/ar-projects/scenes/:id/data", "json", "projects.saveSceneData", (p) => ({ sceneId: id(p) })),
  proc("POST", "/api/ar-projects/scenes/:id/meta", "json", "projects.saveSceneMeta", (p) => ({ sceneId: id(p) })),
  upload("POST", "/api/ar-projects/scenes/:id/preview"),
  upload("POST", "/api/ar-projects/scenes/:id/marker"),
  proc("GET", "/api/ar-projects/:id/users", "none", "projects.users", (p) => ({ projectId: id(p) })),
  proc("POST", "/api/ar-projects/:id/users/add", "json", "projects.addUser", (p) => ({ projectId: id(p) })),
  upload("POST", "/api/ar-projects/:id/assets"),
  proc("POST", "/api/ar-projects/:id/publish", "none", "projects.publish", (p) => ({ projectId: id(p) })),
  proc("POST", "/api/ar-projects/:id/unpublish", "none", "projects.unpublish", (p) => ({ projectId: id(p) })),
  proc("GET", "/api/ar-projects/:type", "none", "projects.list", (p) => ({ type: p.type })),
  proc("POST", "/api/ar-projects/:type", "json", "projects.create", (p) => ({ type: p.type })),
  // The alpha-channel video encoder (editors spec §7), served by the web app itself.
  upload("POST", "/api/encodeAlt"),
  proc("GET", "/api/encode/:processId/status", "none", "projects.alphaStatus", (p) => ({ processId: p.processId })),
  proc("GET", "/api/public/media/:id", "none", "projects.mediaStatus", (p) => ({ assetId: id(p) })),
  // Beyond the spec: restart a failed job, for API clients as for the screens (docs/decisions/0012).
  upload("POST", "/api/ar-projects/assets/:id/replace"),
  proc("POST", "/api/ar-projects/assets/:id/retry", "none", "projects.retryAsset", (p) => ({ assetId: id(p) })),
  proc("POST", "/api/print-exports/:id/retry", "none", "print.retry", (p) => ({ exportId: id(p) })),

  // ARKit (platform spec §7)
  proc("GET", "/api/arkit", "none", "arkit.list"),
  upload("POST", "/api/arkit"),
  upload("POST", "/api/arkit/:id"),
  // Beyond the spec (issue 22 "ARKit": delete with confirm): the same service as arkit.remove.
  proc("DELETE", "/api/arkit/:id", "none", "arkit.remove", (p) => ({ projectId: id(p) })),
  upload("POST", "/api/arkit/:id/preview"),
  // Beyond the spec: the USDZ exported in the browser, for iOS AR Quick Look.
  upload("POST", "/api/arkit/:id/usdz"),

  // Asset packs (platform spec §7)
  proc("GET", "/api/cards/assets", "query", "packs.listMine"),
  proc("POST", "/api/cards/assets", "json", "packs.create", none),
  proc("GET", "/api/cards/assets/public", "query", "packs.listPublic"),
  proc("GET", "/api/cards/assets/:id/items", "none", "packs.items", (p) => ({ packId: id(p) })),
  proc("POST", "/api/cards/assets/:id", "json", "packs.update", (p) => ({ packId: id(p) })),
  proc("DELETE", "/api/cards/assets/:id", "none", "packs.delete", (p) => ({ packId: id(p) })),
  upload("POST", "/api/cards/assets/:id/items"),
  proc("POST", "/api/cards/assets/:id/access", "json", "packs.setAccess", (p) => ({ packId: id(p) })),
  proc("POST", "/api/cards/assets/:id/buy", "none", "packs.get", (p) => ({ packId: id(p) })),
  proc("DELETE", "/api/cards/assets/:id/buy", "none", "packs.remove", (p) => ({ packId: id(p) })),
  // Beyond the spec (issue 23): one item out of a pack.
  proc("DELETE", "/api/cards/assets/:id/items/:itemId", "none", "packs.deleteItem", (p) => ({
    packId: id(p),
    itemId: Number(p.itemId),
  })),
];
