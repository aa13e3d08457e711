// Deleting an account (issue 19 §10, docs/decisions/0019): payments and orders stay as financial
// records without the person (the admin list shows a deleted account, a pending one can still be
// settled); the account's files go from storage; a pack of theirs that others use stays.
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import { call, formData, pngFile, upload, useApiServer, signIn } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-account-delete-" });

async function filesUnder(folder: string): Promise<string[]> {
  return (
    await readdir(path.join(api.dataDir, "storage", ...folder.split("/")), { recursive: true }).catch(
      () => [] as string[],
    )
  ).map(String);
}

describe("deleting an account", () => {
  it("keeps its payments and orders without the person, deletes its files, keeps its packs others use", async () => {
    const [admin, victim, other] = [
      await signIn(api.url, { isAdmin: true }),
      await signIn(api.url),
      await signIn(api.url),
    ];
    const db = getDb();

    // A collection with an uploaded background, a print file, a paid order and a pending one.
    const collectionId = (await call(api.url, "POST", "/api/cards", { token: victim.token, body: {} })).body
      .id as number;
    expect(
      (
        await upload(
          api.url,
          victim.token,
          `/api/cards/${collectionId}/background/front`,
          formData({ file: { name: "front.png", data: await pngFile() } }),
        )
      ).status,
    ).toBe(200);
    const printExport = await db.printExport.create({
      data: { collectionId, userId: victim.user.id, options: {}, cardIds: [] },
    });
    await getStorage().put(`print-exports/${printExport.id}/cards.zip`, Buffer.from("zip"), {
      contentType: "application/zip",
    });
    const paid = (
      await call(api.url, "POST", `/api/cards/${collectionId}/buy`, { token: victim.token, body: { count: 2 } })
    ).body;
    const paidPayment = await db.payment.findFirstOrThrow({ where: { orderId: paid.orderId } });
    expect(
      (await call(api.url, "POST", `/api/admin/paymnets/${paidPayment.id}/pay`, { token: admin.token })).status,
    ).toBe(200);
    const pending = (
      await call(api.url, "POST", `/api/cards/${collectionId}/buy`, { token: victim.token, body: { count: 3 } })
    ).body;
    const pendingPayment = await db.payment.findFirstOrThrow({ where: { orderId: pending.orderId } });
    expect(pendingPayment.status).toBe("pending");

    // An AR project with an asset, an ARKit model, an alpha encoding.
    const projectId = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: victim.token, body: {} })).body
      .id as number;
    expect(
      (
        await upload(
          api.url,
          victim.token,
          `/api/ar-projects/${projectId}/assets`,
          formData({ file: { name: "a.png", data: await pngFile() } }, { disableCompressing: "true" }),
        )
      ).status,
    ).toBe(200);
    await getStorage().put(`arkit/u${victim.user.id}/model-1.glb`, Buffer.from("glb"), {
      contentType: "model/gltf-binary",
    });
    const encodeId = randomBytes(8).toString("hex");
    await db.alphaEncode.create({
      data: { id: encodeId, userId: victim.user.id, srcKey: `alpha/${encodeId}/source.webm` },
    });
    await getStorage().put(`alpha/${encodeId}/source.webm`, Buffer.from("webm"), { contentType: "video/webm" });

    // Two packs: a private one nobody else has, a public one another user got.
    const packWithItem = async (name: string) => {
      const id = (
        await call(api.url, "POST", "/api/cards/assets", { token: victim.token, body: { type: "sticker", name } })
      ).body.id as number;
      expect(
        (
          await upload(
            api.url,
            victim.token,
            `/api/cards/assets/${id}/items`,
            formData({ file: { name: "s.png", data: await pngFile() } }),
          )
        ).status,
      ).toBe(200);
      return id;
    };
    const privatePack = await packWithItem("Mine");
    const sharedPack = await packWithItem("Shared");
    await call(api.url, "POST", `/api/cards/assets/${sharedPack}/access`, {
      token: admin.token,
      body: { access: "public" },
    });
    expect((await call(api.url, "POST", `/api/cards/assets/${sharedPack}/buy`, { token: other.token })).status).toBe(
      200,
    );

    const folders = [
      `collections/${collectionId}`,
      `print-exports/${printExport.id}`,
      `projects/${projectId}`,
      `arkit/u${victim.user.id}`,
      `alpha/${encodeId}`,
      `packs/${privatePack}`,
    ];
    for (const f of folders) expect(await filesUnder(f), f).not.toEqual([]);

    expect(
      (await call(api.url, "DELETE", `/api/admin/accounts/${victim.user.id}`, { token: admin.token })).body,
    ).toEqual({ deleted: true });

    // Financial records stay, without the person.
    const payments = await db.payment.findMany({
      where: { id: { in: [paidPayment.id, pendingPayment.id] } },
      orderBy: { id: "asc" },
    });
    expect(payments.map((p) => [p.userId, p.status])).toEqual([
      [null, "success"],
      [null, "pending"],
    ]);
    const orders = await db.order.findMany({
      where: { id: { in: [paid.orderId, pending.orderId] } },
      orderBy: { id: "asc" },
    });
    expect(orders.map((o) => [o.userId, o.collectionId, o.status])).toEqual([
      [null, null, "paid"],
      [null, null, "waitForPayment"],
    ]);
    const listed = (await call(api.url, "GET", "/api/admin/payments", { token: admin.token })).body.data as {
      id: number;
      user: unknown;
    }[];
    expect(listed.filter((p) => p.id === paidPayment.id || p.id === pendingPayment.id).map((p) => p.user)).toEqual([
      null,
      null,
    ]);
    // A late confirmation of the pending one is still recorded (no collection to make cards in).
    expect(
      (await call(api.url, "POST", `/api/admin/paymnets/${pendingPayment.id}/pay`, { token: admin.token })).status,
    ).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: pending.orderId } })).status).toBe("paid");

    // Their files are gone; the encoding row too (it has no foreign key).
    for (const f of folders) expect(await filesUnder(f), f).toEqual([]);
    expect(await db.alphaEncode.findUnique({ where: { id: encodeId } })).toBeNull();

    // The pack another user got stays theirs, files included.
    expect(await db.assetPack.findUnique({ where: { id: sharedPack } })).toMatchObject({ authorId: null });
    expect(
      (await call(api.url, "GET", "/api/cards/assets", { token: other.token })).body.map((p: { id: number }) => p.id),
    ).toContain(sharedPack);
    expect(await filesUnder(`packs/${sharedPack}`)).not.toEqual([]);
    expect(
      (await call(api.url, "GET", `/api/cards/assets/${sharedPack}/items`, { token: other.token })).body,
    ).toHaveLength(1);
  });
});
