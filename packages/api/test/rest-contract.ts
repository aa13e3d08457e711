// The REST contract: the documented paths (platform spec §7, editors spec §7, typos included) and
// the short list of additions beyond the spec. The spec lives outside this repository, so its calls
// are copied here as the spec writes them, each with sample parameters. documented-paths.test.ts
// checks the app serves exactly these; openapi.test.ts that the OpenAPI document describes exactly these.

export type Call = [method: "GET" | "POST" | "DELETE", path: string, route: string];

// [method, a concrete path, the documented pattern it stands for]
export const documented: Call[] = [
  // platform spec §7: account and stats
  ["GET", "/api/account", "/api/account"],
  ["POST", "/api/account/login", "/api/account/login"],
  ["POST", "/api/account/register", "/api/account/register"],
  ["POST", "/api/account/confirm-mail", "/api/account/confirm-mail"],
  ["POST", "/api/account/sign-by-google", "/api/account/sign-by-google"],
  ["GET", "/api/account/data", "/api/account/data"],
  ["GET", "/api/stats/all", "/api/stats/all"],
  // cards
  ["GET", "/api/cards?type=v2&archived=false", "/api/cards"],
  ["GET", "/api/cards/12", "/api/cards/:id"],
  ["POST", "/api/cards", "/api/cards"],
  ["POST", "/api/cards/12", "/api/cards/:id"],
  ["POST", "/api/cards/12/generate-cards", "/api/cards/:id/generate-cards"],
  ["POST", "/api/cards/12/background/front", "/api/cards/:id/background/:side"],
  ["POST", "/api/cards/12/background/back", "/api/cards/:id/background/:side"],
  ["POST", "/api/cards/12/test-card", "/api/cards/:id/test-card"],
  ["GET", "/api/urls", "/api/urls"],
  ["GET", "/api/cards/price?count=10&promo=X", "/api/cards/price"],
  ["POST", "/api/cards/12/buy", "/api/cards/:id/buy"],
  ["GET", "/api/cards/orders/7", "/api/cards/orders/:id"],
  ["GET", "/api/cards/orders/7/cards", "/api/cards/orders/:id/cards"],
  ["DELETE", "/api/cards/12", "/api/cards/:id"],
  ["GET", "/api/qr/abc123.png", "/api/qr/:id"],
  // packs
  ["GET", "/api/cards/assets", "/api/cards/assets"],
  ["GET", "/api/cards/assets/public", "/api/cards/assets/public"],
  ["GET", "/api/cards/assets/5/items", "/api/cards/assets/:id/items"],
  ["POST", "/api/cards/assets", "/api/cards/assets"],
  ["POST", "/api/cards/assets/5", "/api/cards/assets/:id"],
  ["POST", "/api/cards/assets/5/items", "/api/cards/assets/:id/items"],
  ["DELETE", "/api/cards/assets/5", "/api/cards/assets/:id"],
  ["POST", "/api/cards/assets/5/access", "/api/cards/assets/:id/access"],
  ["POST", "/api/cards/assets/5/buy", "/api/cards/assets/:id/buy"],
  ["DELETE", "/api/cards/assets/5/buy", "/api/cards/assets/:id/buy"],
  // admin ("paymnets" exactly so)
  ["GET", "/api/admin/accounts", "/api/admin/accounts"],
  ["POST", "/api/admin/accounts", "/api/admin/accounts"],
  ["POST", "/api/admin/accounts/3", "/api/admin/accounts/:id"],
  ["DELETE", "/api/admin/accounts/3", "/api/admin/accounts/:id"],
  ["GET", "/api/admin/payments?page=1&onlySuccess=true", "/api/admin/payments"],
  ["POST", "/api/admin/paymnets/9/pay", "/api/admin/paymnets/:id/pay"],
  // ARKit
  ["GET", "/api/arkit", "/api/arkit"],
  ["POST", "/api/arkit", "/api/arkit"],
  ["POST", "/api/arkit/4", "/api/arkit/:id"],
  ["POST", "/api/arkit/4/preview", "/api/arkit/:id/preview"],
  ["GET", "/api/qr/4?type=arkit", "/api/qr/:id"],
  // AR projects
  ["GET", "/api/ar-projects/album", "/api/ar-projects/:type"],
  ["POST", "/api/ar-projects/qr", "/api/ar-projects/:type"],
  ["GET", "/api/ar-projects/data/8", "/api/ar-projects/data/:id"],
  ["DELETE", "/api/ar-projects/data/8", "/api/ar-projects/data/:id"],
  ["POST", "/api/ar-projects/data/8/create-qr-scene", "/api/ar-projects/data/:id/create-qr-scene"],
  ["POST", "/api/ar-projects/data/8/create-world-scene", "/api/ar-projects/data/:id/create-world-scene"],
  ["POST", "/api/ar-projects/data/8/create-image-scene", "/api/ar-projects/data/:id/create-image-scene"],
  ["POST", "/api/ar-projects/scenes/6/marker", "/api/ar-projects/scenes/:id/marker"],
  ["POST", "/api/ar-projects/data/8/name", "/api/ar-projects/data/:id/:param"],
  ["POST", "/api/ar-projects/data/8/features", "/api/ar-projects/data/:id/:param"],
  ["POST", "/api/ar-projects/data/8/invert", "/api/ar-projects/data/:id/:param"],
  ["POST", "/api/ar-projects/data/8/code", "/api/ar-projects/data/:id/code"],
  ["GET", "/api/ar-projects/8/users", "/api/ar-projects/:id/users"],
  ["POST", "/api/ar-projects/8/users/add", "/api/ar-projects/:id/users/add"],
  ["GET", "/api/ar-projects/scenes/6", "/api/ar-projects/scenes/:id"],
  ["POST", "/api/ar-projects/scenes/6/name", "/api/ar-projects/scenes/:id/name"],
  ["DELETE", "/api/ar-projects/scenes/6", "/api/ar-projects/scenes/:id"],
  ["POST", "/api/ar-projects/scenes/6/data", "/api/ar-projects/scenes/:id/data"],
  ["POST", "/api/ar-projects/scenes/6/meta", "/api/ar-projects/scenes/:id/meta"],
  ["POST", "/api/ar-projects/scenes/6/preview", "/api/ar-projects/scenes/:id/preview"],
  ["POST", "/api/ar-projects/8/assets", "/api/ar-projects/:id/assets"],
  ["GET", "/api/qr/8?type=ar-project&light-color=fff&dark-color=000&domain=x.example", "/api/qr/:id"],
  ["GET", "/api/qr/8?type=ar-project-clip", "/api/qr/:id"],
  ["GET", "/api/public/media/11", "/api/public/media/:id"],
  // editors spec §7 (the encoder is served by the app itself: {encoder} is its own origin)
  ["POST", "/api/encodeAlt", "/api/encodeAlt"],
  ["GET", "/api/encode/abc-123/status", "/api/encode/:processId/status"],
  ["GET", "/api/qr/12?type=wishes_v2", "/api/qr/:id"],
  ["GET", "/api/qr/preview?light-color=fff&dark-color=000&origin=x", "/api/qr/:id"],
  ["GET", "/api/urls?domain=x.example", "/api/urls"],
];

// Served beyond the spec, each for a reason given where it is defined.
export const beyondSpec = [
  // Account recovery and credential changes (issue 23).
  "POST /api/account/resend-confirmation",
  "POST /api/account/forgot-password",
  "POST /api/account/reset-password",
  "POST /api/account/change-password",
  "POST /api/account/change-email",
  "POST /api/account/confirm-email-change",
  // The interface language kept as the person's mail language (issue 23).
  "POST /api/account/locale",
  // Promo codes (issue 23).
  "GET /api/admin/promo-codes",
  "POST /api/admin/promo-codes",
  "POST /api/admin/promo-codes/:code",
  // Pack items and every user's packs for admins (issue 23).
  "DELETE /api/cards/assets/:id/items/:itemId",
  "GET /api/admin/packs",
  "GET /api/cards/:id/card-stats",
  "POST /api/public/cards/:cardId/view",
  "POST /api/public/cards/:cardId/use",
  // issue 20 contract §3: the card viewer and the creator's reset
  "GET /api/public/cards/:cardId",
  "POST /api/public/cards/:cardId/media",
  "GET /api/public/cards/:cardId/media/:id",
  "POST /api/public/cards/:cardId/wish",
  "POST /api/cards/:id/cards/:cardId/reset",
  "POST /api/arkit/:id/usdz",
  // issue 22 (delete an ARKit project) and issue 21 (the public ARKit page's data)
  "DELETE /api/arkit/:id",
  "GET /api/public/arkit/:id",
  // issue 20 contract §1-§2: publishing AR projects, the published snapshot and its public files
  "POST /api/ar-projects/:id/publish",
  "POST /api/ar-projects/:id/unpublish",
  "GET /api/public/projects/:id",
  "GET /api/public/files/:name",
  "GET /api/print-exports/:id/download",
  "POST /api/print-exports/:id/retry",
  "POST /api/ar-projects/assets/:id/retry",
  // issue 22: replace an asset's file, keeping its id
  "POST /api/ar-projects/assets/:id/replace",
  "GET /api/health",
  // issue 24: the OpenAPI document of these paths
  "GET /api/openapi.json",
  "POST /api/payments/:provider/webhook",
  "GET /api/files/:key",
];

/** Every route of the contract, "METHOD /pattern", each once. */
export const contractRoutes: string[] = [...new Set([...documented.map(([m, , r]) => `${m} ${r}`), ...beyondSpec])];
