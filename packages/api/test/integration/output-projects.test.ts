// Real answers of the AR project and ARKit doors match their published schemas (docs/decisions/
// 0042), the JsonText project list and the asset and GLB uploads included.
import { describe, expect, it } from "vitest";
import { formData, glbFile, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";
import { doorSchema, expectDescribed, expectDoor, expectTrpc } from "./output-helpers";

const api = useApiServer({ dataDirPrefix: "ar-output-projects-" });

describe("AR project answers", () => {
  it("projects, scenes, assets, sharing, presence and publishing", async () => {
    const owner = await signIn(api.url);
    const token = owner.token;
    const created = await expectDoor(api.url, "POST /api/ar-projects/:type", "/api/ar-projects/ALBUM", {
      token,
      body: { name: "Album" },
    });
    const id = created.body.id as number;
    const scene = await expectDoor(
      api.url,
      "POST /api/ar-projects/data/:id/create-qr-scene",
      `/api/ar-projects/data/${id}/create-qr-scene`,
      { token, body: {} },
    );
    const sceneId = scene.body.id as number;
    await expectDoor(
      api.url,
      "POST /api/ar-projects/data/:id/create-world-scene",
      `/api/ar-projects/data/${id}/create-world-scene`,
      { token, body: {} },
    );
    await expectDoor(api.url, "POST /api/ar-projects/scenes/:id/name", `/api/ar-projects/scenes/${sceneId}/name`, {
      token,
      body: { name: "Front" },
    });
    await expectDoor(api.url, "GET /api/ar-projects/scenes/:id", `/api/ar-projects/scenes/${sceneId}`, { token });

    const asset = await upload(
      api.url,
      token,
      `/api/ar-projects/${id}/assets`,
      formData({ file: { name: "photo.png", data: await pngFile(), type: "image/png" } }),
    );
    expectDescribed(doorSchema("POST /api/ar-projects/:id/assets"), asset);
    await expectDoor(api.url, "GET /api/public/media/:id", `/api/public/media/${asset.body.id}`, { token });

    const list = await expectDoor(api.url, "GET /api/ar-projects/:type", "/api/ar-projects/ALBUM", { token });
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([id]);
    const detail = await expectDoor(api.url, "GET /api/ar-projects/data/:id", `/api/ar-projects/data/${id}`, { token });
    expect(detail.body.scenes).toHaveLength(2);
    expect(detail.body.assets).toHaveLength(1);

    const guest = await signIn(api.url);
    await expectDoor(api.url, "POST /api/ar-projects/:id/users/add", `/api/ar-projects/${id}/users/add`, {
      token,
      body: { emailToInvite: guest.user.email },
    });
    await expectDoor(api.url, "GET /api/ar-projects/:id/users", `/api/ar-projects/${id}/users`, { token });
    await expectTrpc(api.url, "projects.invitations", "query", undefined, guest.token);
    await expectTrpc(api.url, "projects.presence", "mutation", { projectId: id, tabId: "tab-00000001" }, token);
    await expectDoor(api.url, "POST /api/ar-projects/:id/publish", `/api/ar-projects/${id}/publish`, { token });
    await expectDoor(api.url, "POST /api/ar-projects/:id/unpublish", `/api/ar-projects/${id}/unpublish`, { token });
    await expectDoor(api.url, "DELETE /api/ar-projects/scenes/:id", `/api/ar-projects/scenes/${sceneId}`, { token });
  }, 120_000);
});

describe("ARKit answers", () => {
  it("a GLB upload, the list and the removal", async () => {
    const { token } = await signIn(api.url);
    const created = await upload(
      api.url,
      token,
      "/api/arkit",
      formData({ file: { name: "chair.glb", data: glbFile() } }, { name: "Chair" }),
    );
    expectDescribed(doorSchema("POST /api/arkit"), created);
    const list = await expectDoor(api.url, "GET /api/arkit", "/api/arkit", { token });
    expect(list.body).toHaveLength(1);
    await expectDoor(api.url, "DELETE /api/arkit/:id", `/api/arkit/${created.body.id}`, { token });
  });
});
