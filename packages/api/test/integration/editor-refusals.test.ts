// Issue 22 "the same refusal, the same message": each refusal answers with the documented error
// body naming the field and its code (the web shows one message per code), and changes nothing.
// Also the owner's revoke of shared access.
import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { getDb } from "@ar/db";
import { call, formData, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "editor-refusals-" });

/** Every stored file under the data directory (the local storage driver). */
const storedFiles = async () =>
  (await readdir(api.dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

describe("upload refusals", () => {
  it("a PNG renamed .glb picked as a model is refused (415, file: kind) and nothing is stored", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    const before = await storedFiles();
    const png = await pngFile(32);
    const refused = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/${project.id}/assets`,
      formData({ file: { name: "model.glb", data: png, type: "model/gltf-binary" } }, { kind: "glb" }),
    );
    expect(refused.status).toBe(415);
    expect(refused.body.error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", fields: { file: "kind" } });
    expect(await getDb().asset.count({ where: { projectId: project.id } })).toBe(0);
    expect(await storedFiles()).toBe(before);
    // The same bytes picked as an image are an image.
    const image = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/${project.id}/assets`,
      formData({ file: { name: "photo.png", data: png } }, { kind: "image" }),
    );
    expect(image.status).toBe(200);
    expect(image.body.kind).toBe("image");
  });

  it("a 0-byte file gets the same refusal (400, file: empty) at the asset, marker and preview doors", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body;
    const scene = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/data/${project.id}/create-image-scene`,
      formData({ file: { name: "m.png", data: await pngFile(64) } }, { name: "Marker" }),
    );
    expect(scene.status).toBe(200);
    const before = {
      files: await storedFiles(),
      scene: (await call(api.url, "GET", `/api/ar-projects/scenes/${scene.body.id}`, { token: owner.token })).body,
    };
    const empty = () =>
      formData(
        { file: { name: "empty.png", data: Buffer.alloc(0), type: "image/png" } },
        { name: "Empty", kind: "image" },
      );
    for (const url of [
      `/api/ar-projects/${project.id}/assets`,
      `/api/ar-projects/scenes/${scene.body.id}/marker`,
      `/api/ar-projects/scenes/${scene.body.id}/preview`,
      `/api/ar-projects/data/${project.id}/create-image-scene`,
    ]) {
      const res = await upload(api.url, owner.token, url, empty());
      expect({ url, status: res.status, error: res.body.error }).toMatchObject({
        url,
        status: 400,
        error: { code: "BAD_REQUEST", fields: { file: "empty" } },
      });
    }
    expect(await storedFiles()).toBe(before.files);
    expect(await getDb().asset.count({ where: { projectId: project.id } })).toBe(0);
    expect(
      (await call(api.url, "GET", `/api/ar-projects/scenes/${scene.body.id}`, { token: owner.token })).body,
    ).toEqual(before.scene);
  });
});

describe("field refusals", () => {
  it("a marker's natural width that is not a positive number is refused (naturalWidth: number) and the stored width stays", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body;
    const scene = (
      await upload(
        api.url,
        owner.token,
        `/api/ar-projects/data/${project.id}/create-image-scene`,
        formData({ file: { name: "m.png", data: await pngFile(64) } }, { name: "Marker" }),
      )
    ).body;
    const meta = (body: unknown) =>
      call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/meta`, { token: owner.token, body });
    expect((await meta({ naturalWidth: "8,5", meta: "" })).body.imageMarker.naturalWidth).toBe(8.5);
    for (const bad of ["abc", -1, "1e999", true, { w: 1 }]) {
      const res = await meta({ naturalWidth: bad, meta: '{"changed":true}' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", fields: { naturalWidth: "number" } });
    }
    const after = (await call(api.url, "GET", `/api/ar-projects/scenes/${scene.id}`, { token: owner.token })).body;
    expect(after.imageMarker.naturalWidth).toBe(8.5);
    expect(after.meta).toBeNull();
  });

  it("sharing a project with yourself is refused (emailToInvite: self) and invites nobody", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    const res = await call(api.url, "POST", `/api/ar-projects/${project.id}/users/add`, {
      token: owner.token,
      body: { emailToInvite: ` ${owner.user.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", fields: { emailToInvite: "self" } });
    expect(await getDb().arProjectInvitation.count({ where: { projectId: project.id } })).toBe(0);
  });
});

describe("revoking shared access", () => {
  it("the owner removes a user or an open invitation; others cannot; the removed user loses access", async () => {
    const owner = await signIn(api.url);
    const shared = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    await call(api.url, "POST", `/api/ar-projects/${project.id}/users/add`, {
      token: owner.token,
      body: { emailToInvite: shared.user.email },
    });
    const invitation = await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId: project.id } });
    await call(api.url, "POST", "/api/trpc/projects.answerInvitation", {
      token: shared.token,
      body: { invitationId: invitation.id, accept: true },
    });
    await call(api.url, "POST", `/api/ar-projects/${project.id}/users/add`, {
      token: owner.token,
      body: { emailToInvite: "someone@example.com" },
    });
    const remove = (token: string, body: Record<string, unknown>) =>
      call(api.url, "POST", "/api/trpc/projects.removeUser", { token, body: { projectId: project.id, ...body } });

    // An editor may not revoke (403) and the owner cannot remove themselves (400, userId: self).
    expect((await remove(shared.token, { userId: owner.user.id })).status).toBe(403);
    const self = await remove(owner.token, { userId: owner.user.id });
    expect(self.status).toBe(400);
    expect(self.body.error.data.error).toMatchObject({ code: "BAD_REQUEST", fields: { userId: "self" } });
    expect((await remove(owner.token, { email: "nobody@example.com" })).status).toBe(404);

    const afterUser = await remove(owner.token, { userId: shared.user.id });
    expect(afterUser.status).toBe(200);
    expect(afterUser.body.result.data.map((u: { email: string; access: string }) => [u.email, u.access])).toEqual([
      [owner.user.email, "owner"],
      ["someone@example.com", "invited"],
    ]);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${project.id}`, { token: shared.token })).status).toBe(
      404,
    );
    const afterInvite = await remove(owner.token, { email: "SOMEONE@example.com" });
    expect(afterInvite.body.result.data.map((u: { access: string }) => u.access)).toEqual(["owner"]);
  });
});

describe("project lists", () => {
  it("list the last edited project first (creation order only for projects never edited)", async () => {
    const owner = await signIn(api.url);
    const first = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    const second = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    const ids = async () =>
      (await call(api.url, "GET", "/api/ar-projects/QR", { token: owner.token })).body.map((p: { id: number }) => p.id);
    expect(await ids()).toEqual([second.id, first.id]);
    const scene = (
      await call(api.url, "POST", `/api/ar-projects/data/${first.id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "S" },
      })
    ).body;
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/name`, {
          token: owner.token,
          body: { name: "Renamed" },
        })
      ).status,
    ).toBe(200);
    expect(await ids()).toEqual([first.id, second.id]);
  });
});

describe("deleting an asset", () => {
  it("is refused while a scene or the published version uses it (409, assetId: in_use / published); an unused one goes with its file", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body;
    const scene = (
      await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "Front" },
      })
    ).body;
    const asset = (
      await upload(
        api.url,
        owner.token,
        `/api/ar-projects/${project.id}/assets`,
        formData({ file: { name: "p.png", data: await pngFile(40) } }, { disableCompressing: "true" }),
      )
    ).body;
    const object = {
      id: "o1",
      name: "Pic",
      type: "image",
      assetId: asset.id,
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    };
    const save = (data: unknown[]) =>
      call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, { token: owner.token, body: { data } });
    expect((await save([object])).status).toBe(200);
    const del = () =>
      call(api.url, "POST", "/api/trpc/projects.deleteAsset", { token: owner.token, body: { assetId: asset.id } });

    const used = await del();
    expect(used.status).toBe(409);
    expect(used.body.error.data.error).toMatchObject({ code: "CONFLICT", fields: { assetId: "in_use" } });
    expect(used.body.error.data.error.message).toContain('"Front"');
    expect(await getDb().asset.count({ where: { id: asset.id } })).toBe(1);

    // Published, then taken out of the scene: the live version still shows it.
    expect(
      (await call(api.url, "POST", `/api/ar-projects/${project.id}/publish`, { token: owner.token, body: {} })).status,
    ).toBe(200);
    expect((await save([])).status).toBe(200);
    const published = await del();
    expect(published.status).toBe(409);
    expect(published.body.error.data.error.fields).toEqual({ assetId: "published" });
    expect(await getDb().asset.count({ where: { id: asset.id } })).toBe(1);

    // An asset nothing uses goes, and so does its file.
    const beforeSpare = await storedFiles();
    const spare = (
      await upload(
        api.url,
        owner.token,
        `/api/ar-projects/${project.id}/assets`,
        formData({ file: { name: "s.png", data: await pngFile(41) } }, { disableCompressing: "true" }),
      )
    ).body;
    const withSpare = await storedFiles();
    expect(withSpare).toBeGreaterThan(beforeSpare);
    const gone = await call(api.url, "POST", "/api/trpc/projects.deleteAsset", {
      token: owner.token,
      body: { assetId: spare.id },
    });
    expect(gone.status).toBe(200);
    expect(await getDb().asset.count({ where: { id: spare.id } })).toBe(0);
    expect(await storedFiles()).toBe(beforeSpare);
  });
});
