// The REST shim table: each documented path (spelled exactly as the spec writes it) → the tRPC
// procedure that serves it. A shim only says where the input comes from; the procedure (and the
// core service behind it) does all the work, so both doors behave the same. Multipart uploads,
// which JSON-only tRPC cannot carry, call their core service directly with the request.
// Path parameters named `id` match digits only, so /api/cards/assets is never taken for an id.
import { addPackItem, createArkitProject, createImageScene, setArkitPreview, setArkitUsdz, startAlphaEncode, updateArkitProject, saveSceneMarker, saveScenePreview, uploadBackground, uploadProjectAsset, uploadWishMedia, type FeatureId, type SessionUser } from "@ar/core";
import type { AppCaller } from "./caller";

export type RestParams = Record<string, string>;

type Common = { method: "GET" | "POST" | "DELETE"; path: string };
/** `anonymous`: a public door (the card viewer's): the caller's session is never read, its procedure acts for no account. */
export type JsonRoute = Common & { input: "none" | "json" | "query"; anonymous?: true; call: (caller: AppCaller, input: unknown, params: RestParams) => Promise<unknown> };
/** `feature`: the entitlement the upload needs, as featureProcedure() declares it for a procedure (docs/decisions/0013). */
export type UploadRoute = Common & { input: "multipart"; feature?: FeatureId; upload: (user: SessionUser, request: Request, params: RestParams) => Promise<unknown> };
/**
 * An upload anyone may make, by design (a card's wish media from the card viewer): no session is
 * read and no Origin is required (the viewer may live on the cards' own domain, as for
 * crossSiteProcedure); the service decides who may upload what and limits each client.
 */
export type PublicUploadRoute = Common & { input: "public-multipart"; upload: (request: Request, params: RestParams, client: { ip: string }) => Promise<unknown> };
export type RestRoute = JsonRoute | UploadRoute | PublicUploadRoute;

const id = (p: RestParams) => Number(p.id);
const body = (i: unknown) => (typeof i === "object" && i !== null ? (i as Record<string, unknown>) : {});

/* eslint-disable @typescript-eslint/no-explicit-any -- inputs are validated by the procedures' zod schemas */
export const restRoutes: RestRoute[] = [
  // Account (platform spec §7)
  { method: "GET", path: "/api/account", input: "none", call: (c) => c.account.get() },
  { method: "POST", path: "/api/account/login", input: "json", call: (c, i) => c.account.login(i as any) },
  { method: "POST", path: "/api/account/register", input: "json", call: (c, i) => c.account.register(i as any) },
  { method: "POST", path: "/api/account/confirm-mail", input: "json", call: (c, i) => c.account.confirmMail(i as any) },
  { method: "POST", path: "/api/account/sign-by-google", input: "json", call: (c, i) => c.account.signByGoogle(i as any) },
  { method: "GET", path: "/api/account/data", input: "none", call: (c) => c.account.signInOptions() },
  { method: "GET", path: "/api/stats/all", input: "none", call: (c) => c.stats.all() },

  // Cards (platform spec §7; price, buy and orders come with the wizard)
  { method: "GET", path: "/api/cards", input: "query", call: (c, i) => c.cards.list(i as any) },
  { method: "POST", path: "/api/cards", input: "json", call: (c, i) => c.cards.create(body(i) as any) },
  { method: "GET", path: "/api/cards/:id", input: "none", call: (c, _i, p) => c.cards.get({ collectionId: id(p) }) },
  { method: "POST", path: "/api/cards/:id", input: "json", call: (c, i, p) => c.cards.update({ ...body(i), collectionId: id(p) } as any) },
  { method: "DELETE", path: "/api/cards/:id", input: "none", call: (c, _i, p) => c.cards.remove({ collectionId: id(p) }) },
  { method: "POST", path: "/api/cards/:id/generate-cards", input: "json", call: (c, i, p) => c.cards.generate({ ...body(i), collectionId: id(p) } as any) },
  { method: "GET", path: "/api/cards/:id/card-stats", input: "none", call: (c, _i, p) => c.cards.cardStats({ collectionId: id(p) }) },
  { method: "POST", path: "/api/cards/:id/test-card", input: "none", call: (c, _i, p) => c.cards.testCard({ collectionId: id(p) }) },
  { method: "POST", path: "/api/cards/:id/background/:side", input: "multipart", upload: (user, request, p) => uploadBackground({ actor: user, collectionId: id(p), side: p.side!, request }) },
  { method: "GET", path: "/api/urls", input: "query", call: (c, i) => c.cards.urls(i as any) },
  { method: "GET", path: "/api/cards/price", input: "query", call: (c, i) => c.cards.price(body(i) as any) },
  { method: "POST", path: "/api/cards/:id/buy", input: "json", call: (c, i, p) => c.cards.buy({ ...body(i), collectionId: id(p) } as any) },
  { method: "GET", path: "/api/cards/orders/:id", input: "none", call: (c, _i, p) => c.cards.orderStatus({ orderId: id(p) }) },
  { method: "GET", path: "/api/cards/orders/:id/cards", input: "none", call: (c, _i, p) => c.cards.orderCards({ orderId: id(p) }) },
  // Beyond the spec: the viewer app reports card views and uses (public; card ids are unguessable).
  { method: "POST", path: "/api/public/cards/:cardId/view", input: "none", call: (c, _i, p) => c.cards.recordEvent({ cardId: p.cardId!, event: "view" }) },
  { method: "POST", path: "/api/public/cards/:cardId/use", input: "none", call: (c, _i, p) => c.cards.recordEvent({ cardId: p.cardId!, event: "use" }) },
  // The card viewer (issue 20 contract §3): a card, its wish media and the wish; the creator's reset.
  { method: "GET", path: "/api/public/cards/:cardId", input: "none", anonymous: true, call: (c, _i, p) => c.cards.publicCard({ cardId: p.cardId! }) },
  { method: "POST", path: "/api/public/cards/:cardId/media", input: "public-multipart", upload: (request, p, client) => uploadWishMedia({ cardId: p.cardId!, request, ip: client.ip }) },
  { method: "GET", path: "/api/public/cards/:cardId/media/:id", input: "none", anonymous: true, call: (c, _i, p) => c.cards.wishMediaStatus({ cardId: p.cardId!, mediaId: id(p) }) },
  { method: "POST", path: "/api/public/cards/:cardId/wish", input: "json", anonymous: true, call: (c, i, p) => c.cards.saveWish({ ...body(i), cardId: p.cardId! }) },
  { method: "POST", path: "/api/cards/:id/cards/:cardId/reset", input: "none", call: (c, _i, p) => c.cards.resetCard({ collectionId: id(p), cardId: p.cardId! }) },

  // Admin (platform spec §7; "paymnets" is spelled exactly as the spec writes it)
  { method: "GET", path: "/api/admin/accounts", input: "query", call: (c, i) => c.admin.listAccounts(i as any) },
  { method: "POST", path: "/api/admin/accounts", input: "json", call: (c, i) => c.admin.createAccount(body(i)) },
  { method: "POST", path: "/api/admin/accounts/:id", input: "json", call: (c, i, p) => c.admin.updateAccount({ ...body(i), userId: id(p) }) },
  { method: "DELETE", path: "/api/admin/accounts/:id", input: "none", call: (c, _i, p) => c.admin.deleteAccount({ userId: id(p) }) },
  { method: "GET", path: "/api/admin/payments", input: "query", call: (c, i) => c.admin.listPayments(i as any) },
  { method: "POST", path: "/api/admin/paymnets/:id/pay", input: "none", call: (c, _i, p) => c.admin.markPaymentPaid({ paymentId: id(p) }) },

  // AR projects (platform spec §7). Specific paths come before the ones with a free parameter.
  { method: "GET", path: "/api/ar-projects/data/:id", input: "none", call: (c, _i, p) => c.projects.get({ projectId: id(p) }) },
  { method: "DELETE", path: "/api/ar-projects/data/:id", input: "none", call: (c, _i, p) => c.projects.delete({ projectId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/data/:id/create-qr-scene", input: "json", call: (c, i, p) => c.projects.createQrScene({ ...body(i), projectId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/data/:id/create-world-scene", input: "json", call: (c, i, p) => c.projects.createWorldScene({ ...body(i), projectId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/data/:id/create-image-scene", input: "multipart", upload: (user, request, p) => createImageScene({ actor: user, projectId: id(p), request }) },
  { method: "POST", path: "/api/ar-projects/data/:id/code", input: "json", call: (c, i, p) => c.projects.saveCode({ ...body(i), projectId: id(p) } as any) },
  { method: "POST", path: "/api/ar-projects/data/:id/:param", input: "json", call: (c, i, p) => c.projects.setParam({ value: body(i).value, param: p.param!, projectId: id(p) }) },
  { method: "GET", path: "/api/ar-projects/scenes/:id", input: "none", call: (c, _i, p) => c.projects.scene({ sceneId: id(p) }) },
  { method: "DELETE", path: "/api/ar-projects/scenes/:id", input: "none", call: (c, _i, p) => c.projects.deleteScene({ sceneId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/scenes/:id/name", input: "json", call: (c, i, p) => c.projects.renameScene({ ...body(i), sceneId: id(p) } as any) },
  { method: "POST", path: "/api/ar-projects/scenes/:id/data", input: "json", call: (c, i, p) => c.projects.saveSceneData({ ...body(i), sceneId: id(p) } as any) },
  { method: "POST", path: "/api/ar-projects/scenes/:id/meta", input: "json", call: (c, i, p) => c.projects.saveSceneMeta({ ...body(i), sceneId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/scenes/:id/preview", input: "multipart", upload: (user, request, p) => saveScenePreview({ actor: user, sceneId: id(p), request }) },
  { method: "POST", path: "/api/ar-projects/scenes/:id/marker", input: "multipart", upload: (user, request, p) => saveSceneMarker({ actor: user, sceneId: id(p), request }) },
  { method: "GET", path: "/api/ar-projects/:id/users", input: "none", call: (c, _i, p) => c.projects.users({ projectId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/:id/users/add", input: "json", call: (c, i, p) => c.projects.addUser({ ...body(i), projectId: id(p) } as any) },
  { method: "POST", path: "/api/ar-projects/:id/assets", input: "multipart", upload: (user, request, p) => uploadProjectAsset({ actor: user, projectId: id(p), request }) },
  { method: "POST", path: "/api/ar-projects/:id/publish", input: "none", call: (c, _i, p) => c.projects.publish({ projectId: id(p) }) },
  { method: "POST", path: "/api/ar-projects/:id/unpublish", input: "none", call: (c, _i, p) => c.projects.unpublish({ projectId: id(p) }) },
  { method: "GET", path: "/api/ar-projects/:type", input: "none", call: (c, _i, p) => c.projects.list({ type: p.type! }) },
  { method: "POST", path: "/api/ar-projects/:type", input: "json", call: (c, i, p) => c.projects.create({ ...body(i), type: p.type! }) },
  // The alpha-channel video encoder (editors spec §7), served by the web app itself.
  { method: "POST", path: "/api/encodeAlt", input: "multipart", upload: (user, request) => startAlphaEncode({ actor: user, request }) },
  { method: "GET", path: "/api/encode/:processId/status", input: "none", call: (c, _i, p) => c.projects.alphaStatus({ processId: p.processId! }) },
  { method: "GET", path: "/api/public/media/:id", input: "none", call: (c, _i, p) => c.projects.mediaStatus({ assetId: id(p) }) },
  // Beyond the spec: restart a failed job, for API clients as for the screens (docs/decisions/0012).
  { method: "POST", path: "/api/ar-projects/assets/:id/retry", input: "none", call: (c, _i, p) => c.projects.retryAsset({ assetId: id(p) }) },
  { method: "POST", path: "/api/print-exports/:id/retry", input: "none", call: (c, _i, p) => c.print.retry({ exportId: id(p) }) },

  // ARKit (platform spec §7)
  { method: "GET", path: "/api/arkit", input: "none", call: (c) => c.arkit.list() },
  { method: "POST", path: "/api/arkit", input: "multipart", feature: "arkit", upload: (user, request) => createArkitProject({ actor: user, request }) },
  { method: "POST", path: "/api/arkit/:id", input: "multipart", feature: "arkit", upload: (user, request, p) => updateArkitProject({ actor: user, projectId: id(p), request }) },
  { method: "POST", path: "/api/arkit/:id/preview", input: "multipart", feature: "arkit", upload: (user, request, p) => setArkitPreview({ actor: user, projectId: id(p), request }) },
  // Beyond the spec: the USDZ exported in the browser, for iOS AR Quick Look.
  { method: "POST", path: "/api/arkit/:id/usdz", input: "multipart", feature: "arkit", upload: (user, request, p) => setArkitUsdz({ actor: user, projectId: id(p), request }) },

  // Asset packs (platform spec §7)
  { method: "GET", path: "/api/cards/assets", input: "query", call: (c, i) => c.packs.listMine(i as any) },
  { method: "POST", path: "/api/cards/assets", input: "json", call: (c, i) => c.packs.create(body(i) as any) },
  { method: "GET", path: "/api/cards/assets/public", input: "query", call: (c, i) => c.packs.listPublic(i as any) },
  { method: "GET", path: "/api/cards/assets/:id/items", input: "none", call: (c, _i, p) => c.packs.items({ packId: id(p) }) },
  { method: "POST", path: "/api/cards/assets/:id", input: "json", call: (c, i, p) => c.packs.update({ ...body(i), packId: id(p) } as any) },
  { method: "DELETE", path: "/api/cards/assets/:id", input: "none", call: (c, _i, p) => c.packs.delete({ packId: id(p) }) },
  { method: "POST", path: "/api/cards/assets/:id/items", input: "multipart", feature: "wishes", upload: (user, request, p) => addPackItem({ actor: user, packId: id(p), request }) },
  { method: "POST", path: "/api/cards/assets/:id/access", input: "json", call: (c, i, p) => c.packs.setAccess({ ...body(i), packId: id(p) } as any) },
  { method: "POST", path: "/api/cards/assets/:id/buy", input: "none", call: (c, _i, p) => c.packs.get({ packId: id(p) }) },
  { method: "DELETE", path: "/api/cards/assets/:id/buy", input: "none", call: (c, _i, p) => c.packs.remove({ packId: id(p) }) },
];
