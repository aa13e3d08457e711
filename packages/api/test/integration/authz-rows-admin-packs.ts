// Authorization matrix rows: administration, ARKit projects, asset packs and the special endpoints.
import { randomBytes } from "node:crypto";
import { formData, glbFile } from "@ar/devtools/testing";
import { ADMIN, none, OWN, PUBLIC, rowTable, SIGNED_IN } from "./authz-matrix-rows";
import { png, type World } from "./authz-matrix-world";

const { rows, rest, trpc, special } = rowTable();

// Admin
const victimForm = async (w: World) => ({
  name: "Renamed",
  email: (await w.victim()).email,
  features: [],
  cardsBalance: 0,
  customDomain: "",
});
rest("GET /api/admin/accounts", ADMIN, async () => ({ method: "GET", path: "/api/admin/accounts" }));
rest("POST /api/admin/accounts", ADMIN, async () => ({
  method: "POST",
  path: "/api/admin/accounts",
  json: { email: `new-${randomBytes(4).toString("hex")}@example.com`, password: "Password123!", name: "New" },
}));
rest("POST /api/admin/accounts/:id", ADMIN, async (w) => ({
  method: "POST",
  path: `/api/admin/accounts/${(await w.victim()).id}`,
  json: await victimForm(w),
}));
rest("DELETE /api/admin/accounts/:id", ADMIN, async (w) => ({
  method: "DELETE",
  path: `/api/admin/accounts/${(await w.victim()).id}`,
}));
rest("GET /api/admin/payments", ADMIN, async () => ({ method: "GET", path: "/api/admin/payments" }));
rest("POST /api/admin/paymnets/:id/pay", ADMIN, async (w) => ({
  method: "POST",
  path: `/api/admin/paymnets/${(await w.order()).paymentId}/pay`,
}));
trpc("admin.listAccounts", ADMIN, none, false);
trpc(
  "admin.createAccount",
  ADMIN,
  async () => ({ email: `new-${randomBytes(4).toString("hex")}@example.com`, password: "Password123!", name: "New" }),
  true,
);
trpc("admin.updateAccount", ADMIN, async (w) => ({ userId: (await w.victim()).id, ...(await victimForm(w)) }), true);
trpc("admin.deleteAccount", ADMIN, async (w) => ({ userId: (await w.victim()).id }), true);
trpc("admin.listPayments", ADMIN, none, false);
trpc("admin.markPaymentPaid", ADMIN, async (w) => ({ paymentId: (await w.order()).paymentId }), true);
trpc("admin.audit", ADMIN, none, false);

// ARKit
rest("GET /api/arkit", SIGNED_IN, async () => ({ method: "GET", path: "/api/arkit" }));
rest("POST /api/arkit", SIGNED_IN, async () => ({
  method: "POST",
  path: "/api/arkit",
  form: async () => formData({ file: { name: "m.glb", data: glbFile() } }, { name: "Mine" }),
}));
rest("POST /api/arkit/:id", OWN, async (w) => ({
  method: "POST",
  path: `/api/arkit/${await w.arkit()}`,
  form: async () => formData({}, { name: "Renamed" }),
}));
rest("POST /api/arkit/:id/preview", OWN, async (w) => ({
  method: "POST",
  path: `/api/arkit/${await w.arkit()}/preview`,
  form: png,
}));
rest("POST /api/arkit/:id/usdz", { ...OWN, owner: 415, admin: 415 }, async (w) => ({
  method: "POST",
  path: `/api/arkit/${await w.arkit()}/usdz`,
  form: png,
}));
trpc("arkit.list", SIGNED_IN, none, false);
rest("DELETE /api/arkit/:id", OWN, async (w) => ({ method: "DELETE", path: `/api/arkit/${await w.arkit()}` }));
trpc("arkit.remove", OWN, async (w) => ({ projectId: await w.arkit() }), true);

// Asset packs (the owner authored a private pack)
rest("GET /api/cards/assets", SIGNED_IN, async () => ({ method: "GET", path: "/api/cards/assets" }));
rest("POST /api/cards/assets", SIGNED_IN, async () => ({
  method: "POST",
  path: "/api/cards/assets",
  json: { type: "model", name: "Mine" },
}));
rest("GET /api/cards/assets/public", SIGNED_IN, async () => ({ method: "GET", path: "/api/cards/assets/public" }));
rest("GET /api/cards/assets/:id/items", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/assets/${await w.pack()}/items`,
}));
rest("POST /api/cards/assets/:id", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/assets/${await w.pack()}`,
  json: { name: "Renamed" },
}));
rest("DELETE /api/cards/assets/:id", OWN, async (w) => ({
  method: "DELETE",
  path: `/api/cards/assets/${await w.pack()}`,
}));
rest("POST /api/cards/assets/:id/items", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/assets/${await w.pack()}/items`,
  form: png,
}));
rest(
  "POST /api/cards/assets/:id/access",
  ADMIN,
  async (w) => ({ method: "POST", path: `/api/cards/assets/${await w.pack()}/access`, json: { access: "public" } }),
  true,
  true,
);
rest("POST /api/cards/assets/:id/buy", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/assets/${await w.pack()}/buy`,
}));
rest("DELETE /api/cards/assets/:id/buy", OWN, async (w) => ({
  method: "DELETE",
  path: `/api/cards/assets/${await w.pack()}/buy`,
}));
trpc("packs.listMine", SIGNED_IN, none, false);
trpc("packs.listPublic", SIGNED_IN, none, false);
trpc("packs.items", OWN, async (w) => ({ packId: await w.pack() }), false);
trpc("packs.create", SIGNED_IN, async () => ({ type: "model", name: "Mine" }), true);
trpc("packs.update", OWN, async (w) => ({ packId: await w.pack(), name: "Renamed" }), true);
trpc("packs.delete", OWN, async (w) => ({ packId: await w.pack() }), true);
trpc("packs.setAccess", ADMIN, async (w) => ({ packId: await w.pack(), access: "public" }), true, true);
trpc("packs.get", OWN, async (w) => ({ packId: await w.pack() }), true);
trpc("packs.remove", OWN, async (w) => ({ packId: await w.pack() }), true);
// Issue 23: one item out of the owner's pack (author or admin); every user's packs for admins.
rest("DELETE /api/cards/assets/:id/items/:itemId", OWN, async (w) => {
  const { packId, itemId } = await w.packItem();
  return { method: "DELETE", path: `/api/cards/assets/${packId}/items/${itemId}` };
});
trpc("packs.deleteItem", OWN, async (w) => w.packItem(), true);
rest("GET /api/admin/packs", ADMIN, async () => ({ method: "GET", path: "/api/admin/packs" }));
trpc("admin.listPacks", ADMIN, none, false);

// Special endpoints
special("GET /api/health", PUBLIC, async () => ({ method: "GET", path: "/api/health" }));
special("GET /api/openapi.json", PUBLIC, async () => ({ method: "GET", path: "/api/openapi.json" }));
// Unsigned webhook calls are refused whoever sends them; the signed path is in orders-payments.test.ts.
special(
  "POST /api/payments/:provider/webhook",
  { anon: 403, stranger: 403, shared: 403, owner: 403, admin: 403 },
  async (w) => ({
    method: "POST",
    path: "/api/payments/sandbox/webhook",
    json: { event: "payment.succeeded", object: { id: String((await w.order()).paymentId) } },
  }),
  true,
);
// QR images encode public links (cards are printed for anyone to scan); they reveal no owner data.
special("GET /api/qr/:id", PUBLIC, async (w) => ({ method: "GET", path: `/api/qr/${(await w.cards())[0]}` }));
special("GET /api/files/:key", OWN, async (w) => ({ method: "GET", path: `/api/files/${await w.fileKey()}` }));
special("GET /api/public/projects/:id", PUBLIC, async (w) => ({
  method: "GET",
  path: `/api/public/projects/${await w.published()}`,
}));
special("GET /api/public/files/:name", PUBLIC, async (w) => ({ method: "GET", path: await w.publicFile() }));
// An ARKit project is public by id (docs/decisions/0025): its page's data is the same for everyone.
special("GET /api/public/arkit/:id", PUBLIC, async (w) => ({
  method: "GET",
  path: `/api/public/arkit/${await w.arkit()}`,
}));
for (const key of [
  "SPECIAL GET /api/public/projects/:id",
  "SPECIAL GET /api/public/files/:name",
  "SPECIAL GET /api/public/arkit/:id",
])
  rows[key]!.exposes = true;

export const adminPackRows = rows;
