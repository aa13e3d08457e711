// The owner's world for the authorization matrix, built lazily through the API: each row asks only
// for what it touches; mutating rows get a fresh world per actor.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { A4_CUT, createUser, formData, glbFile, pngFile, webmFile } from "@ar/devtools/testing";
import { actors, mark, send, trpcMutation, type Req, type Who } from "./authz-matrix-harness";

export const call = async (req: Req, who: Who = "owner") => {
  const res = await send(who, req);
  if (res.status !== 200)
    throw new Error(`world setup ${req.method} ${req.path} → ${res.status} ${res.text.slice(0, 300)}`);
  return JSON.parse(res.text) as Record<string, unknown> & { id: number };
};
export const png = async () => formData({ file: { name: "x.png", data: await pngFile(32) } });

export const once = <T>(f: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= f());
};

/** `exposed`: the row makes the owner's things visible to others on purpose (sharing, publishing), so they carry no secret marker. */
export type Lazy<T> = () => Promise<T>;
export type World = {
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
export const forgetShareLimits = () => getDb().rateLimitEvent.deleteMany({ where: { action: "share-project" } });

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

export function world(exposed = false): World {
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
      const cut = { ...A4_CUT, template: "none" };
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
