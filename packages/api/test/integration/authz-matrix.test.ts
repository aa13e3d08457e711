// The authorization matrix: every REST path, every tRPC procedure and every special endpoint the
// app exposes, called as anonymous, the owner of the data, another user, a user the AR project is
// shared with, and an admin. The list of endpoints is read from the router and the route tables,
// so an endpoint added without a row here fails the first test.
//
// For each call it asserts the expected status, that no response to someone who may not see the
// owner's data contains any of it (each owned thing carries a secret marker in its name), and that
// a refused call changed nothing of the owner's (a hash over the owner's rows and stored files).
// Its second dimension is entitlements: every row that needs a feature is refused (403
// FEATURE_REQUIRED, nothing changed) to the owner and to an admin lacking that feature only, and
// answers as usual when that feature is all they have.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { createSession, FEATURE_IDS, type FeatureId } from "@ar/core";
import { appRouter, restRoutes, specialRoutes } from "@ar/api";
import { createUser, formData, glbFile, pngFile, startApiServer, webmFile, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let dataDir: string;

type Who = "anon" | "owner" | "stranger" | "shared" | "admin";
const WHO: Who[] = ["anon", "stranger", "shared", "owner", "admin"];
type Actor = { id: number; email: string; token: string };
let actors: Record<Exclude<Who, "anon">, Actor>;

const SECRET = `S3CRET${randomBytes(4).toString("hex")}`;
/** Markers on the owner's things; the project marker is visible to the shared user by design. */
const mark = {
  collection: `${SECRET}-collection`,
  pack: `${SECRET}-pack`,
  project: `${SECRET}-project`,
  arkit: `${SECRET}-arkit`,
  scene: `${SECRET}-scene`,
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ar-authz-"));
  setEnvVar("DATA_DIR", dataDir);
  api = await startApiServer();
  await getDb().promoCode.create({ data: { code: "AUTHZ10", percentOff: 10 } });
  const make = async (name: string, isAdmin = false) => {
    const { user } = await createUser({ name, isAdmin, features: [...FEATURE_IDS] });
    return { id: user.id, email: user.email, token: (await createSession({ userId: user.id })).token };
  };
  actors = {
    owner: await make(`${SECRET}-owner`),
    stranger: await make("Stranger"),
    shared: await make("Shared"),
    admin: await make("Admin", true),
  };
});
afterAll(() => api.close());

// ---------------------------------------------------------------- calling
type Req = { method: "GET" | "POST" | "DELETE"; path: string; json?: unknown; form?: () => Promise<FormData> };
type Res = { status: number; text: string };

async function send(who: Who, req: Req): Promise<Res> {
  const headers: Record<string, string> = who === "anon" ? {} : { authorization: `Bearer ${actors[who].token}` };
  let body: BodyInit | undefined;
  if (req.form) body = await req.form();
  else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(`${api.url}${req.path}`, { method: req.method, headers, body });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString("latin1") };
}

const trpcQuery = (proc: string, input?: unknown): Req => ({
  method: "GET",
  path: `/api/trpc/${proc}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
});
const trpcMutation = (proc: string, input?: unknown): Req => ({
  method: "POST",
  path: `/api/trpc/${proc}`,
  json: input ?? {},
});

// ---------------------------------------------------------------- the owner's world, built lazily
// Each row asks only for what it touches; mutating rows get a fresh world per actor.
const call = async (req: Req, who: Who = "owner") => {
  const res = await send(who, req);
  if (res.status !== 200)
    throw new Error(`world setup ${req.method} ${req.path} → ${res.status} ${res.text.slice(0, 300)}`);
  return JSON.parse(res.text) as Record<string, unknown> & { id: number };
};
const once = <T>(f: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= f());
};

/** `exposed`: the row makes the owner's things visible to others on purpose (sharing, publishing), so they carry no secret marker. */
type Lazy<T> = () => Promise<T>;
type World = {
  collection: Lazy<number>;
  cards: Lazy<string[]>;
  order: Lazy<{ orderId: number; paymentId: number }>;
  paidOrder: Lazy<{ orderId: number; paymentId: number }>;
  balance: Lazy<unknown>;
  fileKey: Lazy<string>;
  printExport: Lazy<number>;
  pack: Lazy<number>;
  packItem: Lazy<{ packId: number; itemId: number }>;
  project: Lazy<number>;
  codeProject: Lazy<number>;
  scene: Lazy<number>;
  asset: Lazy<number>;
  arkit: Lazy<number>;
  alpha: Lazy<string>;
  victim: Lazy<{ id: number; email: string }>;
  invitation: Lazy<number>;
  /** The project, published with a scene showing an image asset; publicFile is that image's public URL. */
  published: Lazy<number>;
  publicFile: Lazy<string>;
};

/** Sharing is rate limited per account (ar-projects.test.ts tests that); this matrix shares far more often. */
const forgetShareLimits = () => getDb().rateLimitEvent.deleteMany({ where: { action: "share-project" } });

/** The owner shares the project with `shared`, who accepts the invitation. */
async function shareWithShared(project: { id: number }): Promise<number> {
  await forgetShareLimits();
  await call({
    method: "POST",
    path: `/api/ar-projects/${project.id}/users/add`,
    json: { emailToInvite: actors.shared.email },
  });
  const invitation = await getDb().arProjectInvitation.findFirstOrThrow({
    where: { projectId: project.id, email: actors.shared.email },
  });
  await call(trpcMutation("projects.answerInvitation", { invitationId: invitation.id, accept: true }), "shared");
  return project.id;
}

function world(exposed = false): World {
  const name = (m: string) => (exposed ? "Shared on purpose" : m);
  const w: World = {
    collection: once(async () => {
      const c = await call({ method: "POST", path: "/api/cards", json: { data: { title: mark.collection } } });
      await call({
        method: "POST",
        path: `/api/cards/${c.id}/background/front`,
        form: async () => formData({ file: { name: "f.png", data: await pngFile(64) } }),
      });
      await call({
        method: "POST",
        path: `/api/cards/${c.id}`,
        json: {
          data: { title: mark.collection, frontside: { width: 64, height: 64, qrPosition: { x: 0, y: 0, size: 32 } } },
        },
      });
      return c.id;
    }),
    /** Printed cards of the collection (written directly: generating needs a paid order, see the generate rows). */
    cards: once(async () => {
      const collectionId = await w.collection();
      const ids = [0, 1].map((i) => `authz${collectionId}x${i}${randomBytes(3).toString("hex")}`);
      await getDb().card.createMany({ data: ids.map((id) => ({ id, collectionId })) });
      return ids;
    }),
    order: once(async () => {
      const bought = await call({
        method: "POST",
        path: `/api/cards/${await w.collection()}/buy`,
        json: { count: 10 },
      });
      return { orderId: bought.orderId as number, paymentId: bought.paymentId as number };
    }),
    paidOrder: once(async () => {
      const o = await w.order();
      await call({ method: "POST", path: `/api/admin/paymnets/${o.paymentId}/pay` }, "admin");
      return o;
    }),
    /** Cards on the owner's balance, which generating spends. */
    balance: once(async () =>
      getDb().user.update({ where: { id: actors.owner.id }, data: { cardsBalance: { increment: 10 } } }),
    ),
    fileKey: once(async () => {
      const row = await getDb().cardCollection.findUniqueOrThrow({ where: { id: await w.collection() } });
      return row.backgroundFrontSrc!;
    }),
    printExport: once(async () => {
      const cut = {
        template: "none",
        width: 21,
        height: 29.6,
        placement: "center",
        cutLineStyle: "dashed",
        linesColor: "#FFFFFF",
        extendedLinesWidth: 2,
        extendedLinesColor: "#000000",
        count: 1,
      };
      const res = await call(
        trpcMutation("print.start", { collectionId: await w.collection(), cardIds: await w.cards(), cut }),
      );
      return (res.result as { data: { id: number } }).data.id;
    }),
    pack: once(
      async () =>
        (await call({ method: "POST", path: "/api/cards/assets", json: { type: "sticker", name: name(mark.pack) } }))
          .id,
    ),
    packItem: once(async () => {
      const packId = await w.pack();
      return {
        packId,
        itemId: (await call({ method: "POST", path: `/api/cards/assets/${packId}/items`, form: png })).id as number,
      };
    }),
    project: once(async () =>
      shareWithShared(
        await call({ method: "POST", path: "/api/ar-projects/album", json: { name: name(mark.project) } }),
      ),
    ),
    codeProject: once(async () =>
      shareWithShared(
        await call({ method: "POST", path: "/api/ar-projects/code", json: { name: name(mark.project) } }),
      ),
    ),
    /** An invitation of the owner's project waiting for `shared` (who may answer it, nobody else). */
    invitation: once(async () => {
      const p = await call({ method: "POST", path: "/api/ar-projects/album", json: { name: name(mark.project) } });
      await forgetShareLimits();
      await call({
        method: "POST",
        path: `/api/ar-projects/${p.id}/users/add`,
        json: { emailToInvite: actors.shared.email },
      });
      return (await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId: p.id } })).id;
    }),
    scene: once(
      async () =>
        (
          await call({
            method: "POST",
            path: `/api/ar-projects/data/${await w.project()}/create-qr-scene`,
            json: { name: name(mark.scene) },
          })
        ).id,
    ),
    asset: once(
      async () =>
        (
          await call({
            method: "POST",
            path: `/api/ar-projects/${await w.project()}/assets`,
            form: async () => formData({ file: { name: "a.png", data: await pngFile(32) } }),
          })
        ).id,
    ),
    arkit: once(
      async () =>
        (
          await call({
            method: "POST",
            path: "/api/arkit",
            form: async () => formData({ file: { name: "m.glb", data: glbFile() } }, { name: name(mark.arkit) }),
          })
        ).id,
    ),
    alpha: once(
      async () =>
        (
          await call({
            method: "POST",
            path: "/api/encodeAlt",
            form: async () => formData({ video: { name: "v.webm", data: webmFile() } }),
          })
        ).processId as string,
    ),
    published: once(async () => {
      const projectId = await w.project();
      const image = await call({
        method: "POST",
        path: `/api/ar-projects/${projectId}/assets`,
        form: async () =>
          formData({ file: { name: "p.png", data: await pngFile(33) } }, { disableCompressing: "true" }),
      });
      const object = {
        id: "o1",
        name: "Pic",
        type: "image",
        assetId: image.id,
        position: [0, 0, 0],
        rotation: [0, 0, 0],
        scale: [1, 1, 1],
      };
      await call({ method: "POST", path: `/api/ar-projects/scenes/${await w.scene()}/data`, json: { data: [object] } });
      await call({ method: "POST", path: `/api/ar-projects/${projectId}/publish` });
      return projectId;
    }),
    publicFile: once(async () => {
      const doc = (await call({ method: "GET", path: `/api/public/projects/${await w.published()}` })) as unknown as {
        assets: Record<string, { src: string }>;
      };
      return Object.values(doc.assets)[0]!.src;
    }),
    /** Someone for the admin to edit or delete. */
    victim: once(async () => (await createUser({ name: "Victim" })).user),
  };
  return w;
}

// ---------------------------------------------------------------- what each actor may do
type Expect = Record<Who, number>;
/** Anyone signed in works on their own data (lists, create). */
const SIGNED_IN: Expect = { anon: 401, stranger: 200, shared: 200, owner: 200, admin: 200 };
/** The owner's own thing: others get 404 (its existence is not revealed); admins manage everything. */
const OWN: Expect = { anon: 401, stranger: 404, shared: 404, owner: 200, admin: 200 };
/** An AR project shared with `shared`: opened and edited by both. */
const PROJECT: Expect = { anon: 401, stranger: 404, shared: 200, owner: 200, admin: 200 };
/** Owner-only actions on a shared project (delete, share). */
const PROJECT_OWNER: Expect = { anon: 401, stranger: 404, shared: 403, owner: 200, admin: 200 };
const ADMIN: Expect = { anon: 401, stranger: 403, shared: 403, owner: 403, admin: 200 };
/** Only the owner, not even an admin (restore and duplicate a collection: docs/decisions/0035). */
const OWNER_ONLY: Expect = { anon: 401, stranger: 404, shared: 404, owner: 200, admin: 404 };
const PUBLIC: Expect = { anon: 200, stranger: 200, shared: 200, owner: 200, admin: 200 };

/** `exposes`: the call shows the owner's things to others by design; `recordsForOwner`: anyone's call legitimately writes the owner's data (card view statistics). */
type Row = {
  req: (w: World) => Promise<Req>;
  expect: Expect;
  mutates?: boolean;
  exposes?: boolean;
  recordsForOwner?: boolean;
};
const rows: Record<string, Row> = {};
const rest = (
  key: string,
  expect: Expect,
  req: (w: World) => Promise<Req>,
  mutates = !key.startsWith("GET "),
  exposes = false,
) => (rows[`REST ${key}`] = { req, expect, mutates, exposes });
const trpc = (proc: string, expect: Expect, input: (w: World) => Promise<unknown>, mutates: boolean, exposes = false) =>
  (rows[`TRPC ${proc}`] = {
    req: async (w) => (mutates ? trpcMutation(proc, await input(w)) : trpcQuery(proc, await input(w))),
    expect,
    mutates,
    exposes,
  });
const ALL = (status: number): Expect => ({
  anon: status,
  stranger: status,
  shared: status,
  owner: status,
  admin: status,
});
const special = (key: string, expect: Expect, req: (w: World) => Promise<Req>, mutates = false) =>
  (rows[`SPECIAL ${key}`] = { req, expect, mutates });
const none = async () => undefined;
const png = async () => formData({ file: { name: "x.png", data: await pngFile(32) } });

// Account
rest("GET /api/account", SIGNED_IN, async () => ({ method: "GET", path: "/api/account" }));
rest(
  "POST /api/account/login",
  ALL(401),
  async () => ({
    method: "POST",
    path: "/api/account/login",
    json: { email: actors.owner.email, password: "wrong-password" },
  }),
  false,
);
rest(
  "POST /api/account/register",
  ALL(409),
  async () => ({
    method: "POST",
    path: "/api/account/register",
    json: { email: actors.owner.email, password: "Password123!", name: "Taken" },
  }),
  false,
);
rest(
  "POST /api/account/confirm-mail",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/confirm-mail", json: { token: "not-a-token" } }),
  false,
);
rest(
  "POST /api/account/sign-by-google",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/sign-by-google", json: { accessToken: "" } }),
  false,
);
// Account recovery (issue 23): refused inputs change nothing for anyone; the credential changes
// need a session and the current password (wrong here).
const SIGNED_IN_400: Expect = { anon: 401, stranger: 400, shared: 400, owner: 400, admin: 400 };
rest(
  "POST /api/account/resend-confirmation",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/resend-confirmation", json: { email: "not-an-address" } }),
  false,
);
rest(
  "POST /api/account/forgot-password",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/forgot-password", json: { email: "" } }),
  false,
);
rest(
  "POST /api/account/reset-password",
  ALL(400),
  async () => ({
    method: "POST",
    path: "/api/account/reset-password",
    json: { token: "", password: "brand-new-pass" },
  }),
  false,
);
rest(
  "POST /api/account/change-password",
  SIGNED_IN_400,
  async () => ({
    method: "POST",
    path: "/api/account/change-password",
    json: { currentPassword: "wrong-password", password: "brand-new-pass" },
  }),
  false,
);
rest(
  "POST /api/account/change-email",
  SIGNED_IN_400,
  async () => ({
    method: "POST",
    path: "/api/account/change-email",
    json: { currentPassword: "wrong-password", email: "new@example.com" },
  }),
  false,
);
rest(
  "POST /api/account/confirm-email-change",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/confirm-email-change", json: { token: "" } }),
  false,
);
trpc("account.resendConfirmation", ALL(400), async () => ({ email: "not-an-address" }), true);
trpc("account.forgotPassword", ALL(400), async () => ({ email: "" }), true);
trpc("account.resetPassword", ALL(400), async () => ({ token: "", password: "brand-new-pass" }), true);
trpc(
  "account.changePassword",
  SIGNED_IN_400,
  async () => ({ currentPassword: "wrong-password", password: "brand-new-pass" }),
  true,
);
trpc(
  "account.changeEmail",
  SIGNED_IN_400,
  async () => ({ currentPassword: "wrong-password", email: "new@example.com" }),
  true,
);
trpc("account.confirmEmailChange", ALL(400), async () => ({ token: "" }), true);
// The language switch: a session is needed; a language we do not have is refused, nothing stored.
rest(
  "POST /api/account/locale",
  SIGNED_IN_400,
  async () => ({ method: "POST", path: "/api/account/locale", json: { locale: "de" } }),
  false,
);
trpc("account.setLocale", SIGNED_IN_400, async () => ({ locale: "de" }), true);
// Promo codes (issue 23): admin only; the refused calls create nothing.
rest("GET /api/admin/promo-codes", ADMIN, async () => ({ method: "GET", path: "/api/admin/promo-codes" }));
rest("POST /api/admin/promo-codes", ADMIN, async () => ({
  method: "POST",
  path: "/api/admin/promo-codes",
  json: { code: `AUTHZ${randomBytes(4).toString("hex")}`, kind: "percent", percentOff: 5 },
}));
rest("POST /api/admin/promo-codes/:code", ADMIN, async () => ({
  method: "POST",
  path: "/api/admin/promo-codes/AUTHZ10",
  json: { kind: "percent", percentOff: 10 },
}));
trpc("admin.promoCodes", ADMIN, none, false);
trpc(
  "admin.createPromoCode",
  ADMIN,
  async () => ({ code: `AUTHZ${randomBytes(4).toString("hex")}`, kind: "percent", percentOff: 5 }),
  true,
);
trpc("admin.updatePromoCode", ADMIN, async () => ({ code: "AUTHZ10", kind: "percent", percentOff: 10 }), true);
rest("GET /api/account/data", PUBLIC, async () => ({ method: "GET", path: "/api/account/data" }));
rest("GET /api/stats/all", SIGNED_IN, async () => ({ method: "GET", path: "/api/stats/all" }));
trpc("account.get", SIGNED_IN, none, false);
trpc("account.signInOptions", PUBLIC, none, false);
// A fresh unknown e-mail each time: the REST row above already used up the owner e-mail's sign-in attempts (throttling).
trpc(
  "account.login",
  ALL(401),
  async () => ({ email: `nobody-${randomBytes(4).toString("hex")}@example.com`, password: "wrong-password" }),
  true,
);
trpc(
  "account.register",
  ALL(409),
  async () => ({ email: actors.owner.email, password: "Password123!", name: "Taken" }),
  true,
);
trpc("account.confirmMail", ALL(400), async () => ({ token: "not-a-token" }), true);
trpc("account.signByGoogle", ALL(400), async () => ({ accessToken: "" }), true);
// Logging out revokes the caller's own session only: run last for each actor (see the ordering below).
trpc("account.logout", SIGNED_IN, none, false);
trpc("stats.all", SIGNED_IN, none, false);

// Cards
rest("GET /api/cards", SIGNED_IN, async () => ({ method: "GET", path: "/api/cards" }));
rest("POST /api/cards", SIGNED_IN, async () => ({ method: "POST", path: "/api/cards", json: {} }));
rest("GET /api/cards/:id", OWN, async (w) => ({ method: "GET", path: `/api/cards/${await w.collection()}` }));
rest("POST /api/cards/:id", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}`,
  json: { data: { title: "changed" } },
}));
rest("DELETE /api/cards/:id", OWN, async (w) => ({ method: "DELETE", path: `/api/cards/${await w.collection()}` }));
rest(
  "POST /api/cards/:id/generate-cards",
  OWN,
  async (w) => (
    await w.balance(),
    { method: "POST", path: `/api/cards/${await w.collection()}/generate-cards`, json: { count: 1 } }
  ),
);
rest("GET /api/cards/:id/card-stats", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/${await w.collection()}/card-stats`,
}));
rest("POST /api/cards/:id/test-card", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/test-card`,
}));
rest("POST /api/cards/:id/background/:side", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/background/back`,
  form: png,
}));
rest("GET /api/urls", SIGNED_IN, async () => ({ method: "GET", path: "/api/urls" }));
rest("GET /api/cards/price", SIGNED_IN, async () => ({
  method: "GET",
  path: "/api/cards/price?count=10&promo=AUTHZ10",
}));
rest("POST /api/cards/:id/buy", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/buy`,
  json: { count: 10 },
}));
rest("GET /api/cards/orders/:id", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/orders/${(await w.order()).orderId}`,
}));
rest("GET /api/cards/orders/:id/cards", OWN, async (w) => ({
  method: "GET",
  path: `/api/cards/orders/${(await w.paidOrder()).orderId}/cards`,
}));
rest(
  "POST /api/public/cards/:cardId/view",
  PUBLIC,
  async (w) => ({ method: "POST", path: `/api/public/cards/${(await w.cards())[0]}/view` }),
  false,
);
rest(
  "POST /api/public/cards/:cardId/use",
  PUBLIC,
  async (w) => ({ method: "POST", path: `/api/public/cards/${(await w.cards())[0]}/use` }),
  false,
);
rows["REST POST /api/public/cards/:cardId/view"]!.recordsForOwner = true;
rows["REST POST /api/public/cards/:cardId/use"]!.recordsForOwner = true;
trpc("cards.list", SIGNED_IN, none, false);
trpc("cards.create", SIGNED_IN, async () => ({}), true);
trpc("cards.get", OWN, async (w) => ({ collectionId: await w.collection() }), false);
trpc("cards.update", OWN, async (w) => ({ collectionId: await w.collection(), data: { title: "changed" } }), true);
trpc("cards.remove", OWN, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.restore", OWNER_ONLY, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.duplicate", OWNER_ONLY, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.generate", OWN, async (w) => (await w.balance(), { collectionId: await w.collection(), count: 1 }), true);
trpc("cards.cardStats", OWN, async (w) => ({ collectionId: await w.collection() }), false);
trpc("cards.testCard", OWN, async (w) => ({ collectionId: await w.collection() }), true);
trpc("cards.urls", SIGNED_IN, none, false);
trpc("cards.price", SIGNED_IN, async () => ({ count: 10 }), false);
trpc("cards.buy", OWN, async (w) => ({ collectionId: await w.collection(), count: 10 }), true);
trpc("cards.orderStatus", OWN, async (w) => ({ orderId: (await w.order()).orderId }), false);
trpc("cards.orderCards", OWN, async (w) => ({ orderId: (await w.paidOrder()).orderId }), false);
trpc("cards.recordEvent", PUBLIC, async (w) => ({ cardId: (await w.cards())[0], event: "view" }), true);
rows["TRPC cards.recordEvent"]!.recordsForOwner = true;
// The card viewer (issue 20): anyone may read a card, upload a wish's media and save the wish of an
// empty card (each writes the owner's card: recordsForOwner); only the owner or an admin resets one.
const wishMedia = async (w: World) => {
  const cardId = (await w.cards())[0]!;
  const m = await getDb().cardMedia.create({
    data: {
      cardId,
      kind: "image",
      srcKey: `collections/${await w.collection()}/cards/x/media.png`,
      size: 1,
      status: "ready",
      progress: 100,
    },
  });
  return { cardId, mediaId: m.id };
};
rest("GET /api/public/cards/:cardId", PUBLIC, async (w) => ({
  method: "GET",
  path: `/api/public/cards/${(await w.cards())[0]}`,
}));
rest("POST /api/public/cards/:cardId/media", PUBLIC, async (w) => ({
  method: "POST",
  path: `/api/public/cards/${(await w.cards())[0]}/media`,
  form: png,
}));
rest("GET /api/public/cards/:cardId/media/:id", PUBLIC, async (w) => {
  const { cardId, mediaId } = await wishMedia(w);
  return { method: "GET", path: `/api/public/cards/${cardId}/media/${mediaId}` };
});
rest("POST /api/public/cards/:cardId/wish", PUBLIC, async (w) => ({
  method: "POST",
  path: `/api/public/cards/${(await w.cards())[0]}/wish`,
  json: { text: "Happy birthday" },
}));
rest("POST /api/cards/:id/cards/:cardId/reset", OWN, async (w) => ({
  method: "POST",
  path: `/api/cards/${await w.collection()}/cards/${(await w.cards())[0]}/reset`,
}));
trpc("cards.publicCard", PUBLIC, async (w) => ({ cardId: (await w.cards())[0] }), false);
trpc("cards.wishMediaStatus", PUBLIC, wishMedia, false);
trpc("cards.saveWish", PUBLIC, async (w) => ({ cardId: (await w.cards())[0], text: "Happy birthday" }), true);
trpc("cards.resetCard", OWN, async (w) => ({ collectionId: await w.collection(), cardId: (await w.cards())[0] }), true);
for (const key of [
  "REST POST /api/public/cards/:cardId/media",
  "REST POST /api/public/cards/:cardId/wish",
  "TRPC cards.saveWish",
])
  rows[key]!.recordsForOwner = true;

// Print exports
trpc(
  "print.start",
  OWN,
  async (w) => ({
    collectionId: await w.collection(),
    cardIds: await w.cards(),
    cut: {
      template: "csv",
      width: 21,
      height: 29.6,
      placement: "center",
      cutLineStyle: "none",
      linesColor: "#FFFFFF",
      extendedLinesWidth: 2,
      extendedLinesColor: "#000000",
      count: 1,
    },
  }),
  true,
);
trpc("print.get", OWN, async (w) => ({ exportId: await w.printExport() }), false);
trpc("print.list", OWN, async (w) => ({ collectionId: await w.collection() }), false);
special("GET /api/print-exports/:id/download", { ...OWN, owner: 409, admin: 409 }, async (w) => ({
  method: "GET",
  path: `/api/print-exports/${await w.printExport()}/download`,
}));
// Retrying an export that has not failed is a conflict; the success path is in job-states.test.ts.
trpc("print.retry", { ...OWN, owner: 409, admin: 409 }, async (w) => ({ exportId: await w.printExport() }), true);
rest("POST /api/print-exports/:id/retry", { ...OWN, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/print-exports/${await w.printExport()}/retry`,
}));

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

// AR projects
rest("GET /api/ar-projects/data/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/data/${await w.project()}`,
}));
rest("DELETE /api/ar-projects/data/:id", PROJECT_OWNER, async (w) => ({
  method: "DELETE",
  path: `/api/ar-projects/data/${await w.project()}`,
}));
rest("POST /api/ar-projects/data/:id/create-qr-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-qr-scene`,
  json: { name: "Q" },
}));
rest("POST /api/ar-projects/data/:id/create-world-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-world-scene`,
  json: { name: "W" },
}));
rest("POST /api/ar-projects/data/:id/create-image-scene", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/create-image-scene`,
  form: async () => formData({ file: { name: "m.png", data: await pngFile(64) } }, { name: "Image" }),
}));
rest("POST /api/ar-projects/data/:id/code", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.codeProject()}/code`,
  json: { code: "// hi", assetData: {} },
}));
rest("POST /api/ar-projects/data/:id/:param", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/data/${await w.project()}/name`,
  json: { value: "Renamed" },
}));
rest("GET /api/ar-projects/scenes/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/scenes/${await w.scene()}`,
}));
rest("DELETE /api/ar-projects/scenes/:id", PROJECT, async (w) => ({
  method: "DELETE",
  path: `/api/ar-projects/scenes/${await w.scene()}`,
}));
rest("POST /api/ar-projects/scenes/:id/name", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/name`,
  json: { name: "Renamed" },
}));
rest("POST /api/ar-projects/scenes/:id/data", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/data`,
  json: { data: [] },
}));
rest("POST /api/ar-projects/scenes/:id/meta", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/meta`,
  json: { naturalWidth: 10, meta: "" },
}));
rest("POST /api/ar-projects/scenes/:id/preview", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/preview`,
  form: png,
}));
rest("POST /api/ar-projects/scenes/:id/marker", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/scenes/${await w.scene()}/marker`,
  form: png,
}));
rest("GET /api/ar-projects/:id/users", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/ar-projects/${await w.project()}/users`,
}));
rest(
  "POST /api/ar-projects/:id/users/add",
  PROJECT_OWNER,
  async (w) => (
    await forgetShareLimits(),
    {
      method: "POST",
      path: `/api/ar-projects/${await w.project()}/users/add`,
      json: { emailToInvite: (await w.victim()).email },
    }
  ),
  true,
  true,
);
rest("POST /api/ar-projects/:id/assets", PROJECT, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/${await w.project()}/assets`,
  form: png,
}));
rest("GET /api/ar-projects/:type", SIGNED_IN, async () => ({ method: "GET", path: "/api/ar-projects/album" }));
rest("POST /api/ar-projects/:type", SIGNED_IN, async () => ({ method: "POST", path: "/api/ar-projects/qr", json: {} }));
rest("POST /api/encodeAlt", SIGNED_IN, async () => ({
  method: "POST",
  path: "/api/encodeAlt",
  form: async () => formData({ video: { name: "v.webm", data: webmFile() } }),
}));
rest("GET /api/encode/:processId/status", OWN, async (w) => ({
  method: "GET",
  path: `/api/encode/${await w.alpha()}/status`,
}));
// Media status: despite its "public" path, only for those who may open the asset's project (ids are sequential).
rest("GET /api/public/media/:id", PROJECT, async (w) => ({
  method: "GET",
  path: `/api/public/media/${await w.asset()}`,
}));
trpc("projects.list", SIGNED_IN, async () => ({ type: "album" }), false);
trpc("projects.create", SIGNED_IN, async () => ({ type: "qr" }), true);
trpc("projects.get", PROJECT, async (w) => ({ projectId: await w.project() }), false);
trpc("projects.delete", PROJECT_OWNER, async (w) => ({ projectId: await w.project() }), true);
trpc("projects.createQrScene", PROJECT, async (w) => ({ projectId: await w.project(), name: "Q" }), true);
trpc("projects.createWorldScene", PROJECT, async (w) => ({ projectId: await w.project(), name: "W" }), true);
trpc("projects.setParam", PROJECT, async (w) => ({ projectId: await w.project(), param: "invert", value: true }), true);
trpc(
  "projects.saveCode",
  PROJECT,
  async (w) => ({ projectId: await w.codeProject(), code: "// hi", assetData: {} }),
  true,
);
trpc("projects.users", PROJECT, async (w) => ({ projectId: await w.project() }), false);
trpc(
  "projects.addUser",
  PROJECT_OWNER,
  async (w) => (await forgetShareLimits(), { projectId: await w.project(), emailToInvite: (await w.victim()).email }),
  true,
  true,
);
trpc(
  "projects.removeUser",
  PROJECT_OWNER,
  async (w) => ({ projectId: await w.project(), userId: actors.shared.id }),
  true,
);
// Invitations are personal: listed to, and answered by, the holder of the address only (admins included).
trpc("projects.invitations", SIGNED_IN, none, false);
trpc(
  "projects.answerInvitation",
  { anon: 401, stranger: 404, shared: 200, owner: 404, admin: 404 },
  async (w) => ({ invitationId: await w.invitation(), accept: false }),
  true,
);
trpc("projects.scene", PROJECT, async (w) => ({ sceneId: await w.scene() }), false);
trpc("projects.renameScene", PROJECT, async (w) => ({ sceneId: await w.scene(), name: "R" }), true);
trpc("projects.deleteScene", PROJECT, async (w) => ({ sceneId: await w.scene() }), true);
trpc("projects.saveSceneData", PROJECT, async (w) => ({ sceneId: await w.scene(), data: [] }), true);
// Drafts and concurrent editing (issue 22): keeping one's edit as a copy, and who has the project open.
trpc("projects.copyScene", PROJECT, async (w) => ({ sceneId: await w.scene(), data: [], name: "Mine" }), true);
trpc("projects.presence", PROJECT, async (w) => ({ projectId: await w.project(), tabId: "authz-tab-1" }), true);
trpc("projects.leavePresence", PROJECT, async (w) => ({ projectId: await w.project(), tabId: "authz-tab-1" }), true);
trpc("projects.saveSceneMeta", PROJECT, async (w) => ({ sceneId: await w.scene(), naturalWidth: 5, meta: "" }), true);
trpc("projects.mediaStatus", PROJECT, async (w) => ({ assetId: await w.asset() }), false);
trpc("projects.alphaStatus", OWN, async (w) => ({ processId: await w.alpha() }), false);
// Retrying a compression that has not failed is a conflict; the success path is in job-states.test.ts.
trpc(
  "projects.retryAsset",
  { ...PROJECT, shared: 409, owner: 409, admin: 409 },
  async (w) => ({ assetId: await w.asset() }),
  true,
);
trpc("projects.deleteAsset", PROJECT, async (w) => ({ assetId: await w.asset() }), true);
// Replacing the file: the shared asset is still compressing (no worker here), a conflict for those
// allowed; the success path is in asset-replace.test.ts.
rest("POST /api/ar-projects/assets/:id/replace", { ...PROJECT, shared: 409, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/assets/${await w.asset()}/replace`,
  form: png,
}));
rest("POST /api/ar-projects/assets/:id/retry", { ...PROJECT, shared: 409, owner: 409, admin: 409 }, async (w) => ({
  method: "POST",
  path: `/api/ar-projects/assets/${await w.asset()}/retry`,
}));
// Publishing (issue 20): the project's users publish and unpublish; the published snapshot and
// the files it names are public by design (exposes: the world carries no secret marker).
rest(
  "POST /api/ar-projects/:id/publish",
  PROJECT,
  async (w) => ({ method: "POST", path: `/api/ar-projects/${await w.project()}/publish` }),
  true,
  true,
);
rest(
  "POST /api/ar-projects/:id/unpublish",
  PROJECT,
  async (w) => ({ method: "POST", path: `/api/ar-projects/${await w.published()}/unpublish` }),
  true,
  true,
);
trpc("projects.publish", PROJECT, async (w) => ({ projectId: await w.project() }), true, true);
trpc("projects.unpublish", PROJECT, async (w) => ({ projectId: await w.published() }), true, true);

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

// ---------------------------------------------------------------- entitlements
/** The feature each row needs (platform spec 2 and 3, docs/decisions/0013); any other row needs none. */
const FEATURE_OF: Record<string, FeatureId> = {};
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
  Object.keys(rows).filter(
    (k) =>
      /^(REST \w+ \/api\/(ar-projects|public\/media)\/|TRPC projects\.)/.test(k) &&
      !FEATURE_OF[k] &&
      !FEATURE_FREE.has(k),
  ),
);

// ---------------------------------------------------------------- checks
async function ownerFingerprint(): Promise<string> {
  const rowsHash = await getDb().$queryRawUnsafe<{ h: string }[]>(
    `SELECT md5(coalesce(string_agg(x, '|' ORDER BY x), '')) AS h FROM (
       SELECT 'u' || row_to_json(u.*)::text AS x FROM "User" u WHERE u.id = $1
       UNION ALL SELECT 'c' || row_to_json(c.*)::text FROM "CardCollection" c WHERE c."userId" = $1
       UNION ALL SELECT 'k' || row_to_json(k.*)::text FROM "Card" k JOIN "CardCollection" c ON c.id = k."collectionId" WHERE c."userId" = $1
       UNION ALL SELECT 'o' || row_to_json(o.*)::text FROM "Order" o WHERE o."userId" = $1
       UNION ALL SELECT 'p' || row_to_json(p.*)::text FROM "Payment" p WHERE p."userId" = $1
       UNION ALL SELECT 'a' || row_to_json(a.*)::text FROM "AssetPack" a WHERE a."authorId" = $1
       UNION ALL SELECT 'g' || row_to_json(g.*)::text FROM "UserAssetPack" g WHERE g."userId" = $1
       UNION ALL SELECT 'r' || row_to_json(r.*)::text FROM "ArProject" r WHERE r."ownerId" = $1
       UNION ALL SELECT 'm' || row_to_json(m.*)::text FROM "ArProjectUser" m JOIN "ArProject" r ON r.id = m."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'i' || row_to_json(i.*)::text FROM "ArProjectInvitation" i JOIN "ArProject" r ON r.id = i."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 's' || row_to_json(s.*)::text FROM "Scene" s JOIN "ArProject" r ON r.id = s."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 't' || row_to_json(t.*)::text FROM "Asset" t JOIN "ArProject" r ON r.id = t."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'n' || row_to_json(n.*)::text FROM "ArProjectSnapshot" n JOIN "ArProject" r ON r.id = n."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'f' || row_to_json(f.*)::text FROM "PublicFile" f JOIN "ArProject" r ON r.id = f."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'z' || row_to_json(z.*)::text FROM "ArkitProject" z WHERE z."userId" = $1
       UNION ALL SELECT 'e' || row_to_json(e.*)::text FROM "PrintExport" e WHERE e."userId" = $1
       UNION ALL SELECT 'v' || row_to_json(v.*)::text FROM "AlphaEncode" v WHERE v."userId" = $1
     ) rows`,
    actors.owner.id,
  );
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else files.push(`${path.relative(dataDir, p)}:${(await stat(p)).size}`);
    }
  };
  await walk(path.join(dataDir, "storage"));
  const db = getDb();
  const ownerId = actors.owner.id;
  const prefixes = [
    `storage/arkit/u${ownerId}/`,
    ...(await db.cardCollection.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (c) => `storage/collections/${c.id}/`,
    ),
    ...(await db.arProject.findMany({ where: { ownerId }, select: { id: true } })).map(
      (p) => `storage/projects/${p.id}/`,
    ),
    ...(await db.assetPack.findMany({ where: { authorId: ownerId }, select: { id: true } })).map(
      (p) => `storage/packs/${p.id}/`,
    ),
    ...(await db.alphaEncode.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (a) => `storage/alpha/${a.id}/`,
    ),
    ...(await db.printExport.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (e) => `storage/print-exports/${e.id}`,
    ),
  ];
  const owned = files.filter((f) => prefixes.some((p) => f.startsWith(p)));
  return createHash("sha256").update(rowsHash[0]!.h).update(owned.sort().join("\n")).digest("hex");
}

/** Markers a given actor must never see in a response. */
function forbiddenFor(who: Who): string[] {
  if (who === "owner" || who === "admin") return [];
  const all = [mark.collection, mark.pack, mark.arkit, actors.owner.email, `${SECRET}-owner`];
  return who === "shared"
    ? all.filter((m) => m !== actors.owner.email && m !== `${SECRET}-owner`)
    : [...all, mark.project, mark.scene];
}

describe("authorization matrix", () => {
  it("has a row for every REST path, tRPC procedure and special endpoint", () => {
    const exposed = [
      ...restRoutes.map((r) => `REST ${r.method} ${r.path}`),
      ...Object.keys(appRouter._def.procedures).map((p) => `TRPC ${p}`),
      ...specialRoutes.map((r) => `SPECIAL ${r.method} ${r.path}`),
    ].sort();
    expect(Object.keys(rows).sort()).toEqual(exposed);
  });

  const keys = Object.keys(rows).filter((k) => k !== "TRPC account.logout");
  it.each(keys)("%s", async (key) => {
    const row = rows[key]!;
    const shared = world(row.exposes);
    const results: string[] = [];
    const bodies: string[] = [];
    for (const who of WHO) {
      // Mutating calls that should succeed get their own world, so each actor starts from the same state.
      const w = row.mutates && row.expect[who] === 200 ? world(row.exposes) : shared;
      const req = await row.req(w);
      const before = await ownerFingerprint();
      const res = await send(who, req);
      results.push(`${who}:${res.status}`);
      if (res.status !== row.expect[who]) bodies.push(`${who}: ${res.text.slice(0, 300)}`);
      for (const m of forbiddenFor(who)) expect(res.text.includes(m), `${key} as ${who} leaked ${m}`).toBe(false);
      // Anyone refused, and anyone but the owner/admin/shared-editor, leaves the owner's data as it was.
      const mayChange =
        res.status === 200 &&
        (who === "owner" ||
          who === "admin" ||
          (who === "shared" && row.expect.shared === 200 && row.expect.stranger !== 200));
      if (!mayChange && !row.recordsForOwner)
        expect(await ownerFingerprint(), `${key} as ${who} (${res.status}) changed the owner's data`).toBe(before);
    }
    expect(results.join(" "), bodies.join("\n")).toBe(WHO.map((who) => `${who}:${row.expect[who]}`).join(" "));
  });

  it("a procedure called with the wrong HTTP method answers 405 with the documented body, never 500", async () => {
    const wrong = await send("owner", trpcQuery("cards.create", {}));
    expect([wrong.status, JSON.parse(wrong.text).error.data.error.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
    const rest = await send("owner", { method: "DELETE", path: "/api/cards" });
    expect([rest.status, JSON.parse(rest.text).error.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
    const notJson = await fetch(`${api.url}/api/trpc/cards.create`, {
      method: "POST",
      headers: { authorization: `Bearer ${actors.owner.token}`, "content-type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
  });

  it("TRPC account.logout revokes only the caller's own session", async () => {
    const extra = await createUser();
    const { token } = await createSession({ userId: extra.user.id });
    const res = await fetch(`${api.url}/api/trpc/account.logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect((await fetch(`${api.url}/api/account`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    for (const who of ["owner", "stranger", "shared", "admin"] as const) {
      expect((await send(who, { method: "GET", path: "/api/account" })).status).toBe(200);
    }
    expect((await send("anon", trpcMutation("account.logout"))).status).toBe(401);
  });
});

describe("entitlements: a row that needs a feature refuses the accounts without it", () => {
  const setFeatures = (who: "owner" | "admin", features: readonly string[]) =>
    getDb().user.update({ where: { id: actors[who].id }, data: { features: [...features] } });
  afterEach(async () => {
    await setFeatures("owner", FEATURE_IDS);
    await setFeatures("admin", FEATURE_IDS);
  });
  const errorCode = (text: string) => {
    const body = JSON.parse(text) as { error?: { code?: unknown; data?: { error?: { code?: string } } } };
    return body.error?.data?.error?.code ?? body.error?.code;
  };

  it("the procedures and upload routes declare the features listed here (projects: their type's, checked in core)", () => {
    for (const [name, procedure] of Object.entries(appRouter._def.procedures)) {
      if (name.startsWith("projects.")) continue;
      expect((procedure as unknown as { _def: { meta?: { feature?: string } } })._def.meta?.feature, name).toBe(
        FEATURE_OF[`TRPC ${name}`],
      );
    }
    for (const route of restRoutes.filter((r) => r.input === "multipart" && !r.path.startsWith("/api/ar-projects/"))) {
      expect("feature" in route ? route.feature : undefined, route.path).toBe(
        FEATURE_OF[`REST ${route.method} ${route.path}`],
      );
    }
  });

  it.each(Object.keys(FEATURE_OF).sort())("%s", async (key) => {
    const row = rows[key]!;
    const feature = FEATURE_OF[key]!;
    for (const who of ["owner", "admin"] as const) {
      const req = await row.req(world(row.exposes)); // built while everyone has every feature
      await setFeatures(
        who,
        FEATURE_IDS.filter((f) => f !== feature),
      );
      const before = await ownerFingerprint();
      const refused = await send(who, req);
      expect(
        [refused.status, errorCode(refused.text)],
        `${key} as ${who} without ${feature}: ${refused.text.slice(0, 200)}`,
      ).toEqual([403, "FEATURE_REQUIRED"]);
      expect(await ownerFingerprint(), `${key} as ${who} without ${feature} changed the owner's data`).toBe(before);
      await setFeatures(who, [feature]);
      const allowed = await send(who, req);
      expect(allowed.status, `${key} as ${who} with only ${feature}: ${allowed.text.slice(0, 200)}`).toBe(
        row.expect[who],
      );
      await setFeatures(who, FEATURE_IDS);
    }
  });
});
