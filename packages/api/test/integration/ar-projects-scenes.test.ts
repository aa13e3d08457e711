// AR project scenes (QR, world, image marker) and code projects.
import { describe, expect, it } from "vitest";
import { call, formData, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-projects-", env: { AR_VIEWER_URL: "https://ar.example.com" } });

describe("scenes", () => {
  it("QR, world and image-marker scenes; rename, data validation, meta rules, preview, marker, delete", async () => {
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const qr = await call(api.url, "POST", `/api/ar-projects/data/${id}/create-qr-scene`, {
      token: owner.token,
      body: {},
    });
    expect(qr.body).toMatchObject({ name: "QR Marker", arProjectId: id });
    expect(qr.body.qrMarker.id).toMatch(/^[0-9a-f]{16}$/);
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${id}/create-world-scene`, { token: owner.token, body: {} }))
        .body.name,
    ).toBe("World");

    const noFile = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({}, { name: "x" }),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.fields).toEqual({ file: "required" });
    const gif = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({ file: { name: "m.png", data: Buffer.from("GIF89a....") } }),
    );
    expect(gif.status).toBe(415);
    const image = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({ file: { name: "marker.png", data: await pngFile(300) } }),
    );
    expect(image.status).toBe(200);
    expect(image.body.name).toBe("Image Marker");
    expect(image.body.imageMarker.markerImageSrc).toMatch(/^\/api\/files\/projects\//);
    const sceneId = image.body.id as number;
    const markerFile = await fetch(`${api.url}${image.body.imageMarker.markerImageSrc}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([markerFile.status, markerFile.headers.get("content-type")]).toEqual([200, "image/png"]);

    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/name`, {
          token: owner.token,
          body: { name: " Poster " },
        })
      ).body.name,
    ).toBe("Poster");
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/name`, {
          token: owner.token,
          body: { name: "  " },
        })
      ).body.error.fields,
    ).toEqual({ name: "required" });

    const cube = {
      id: "o1",
      name: "Cube",
      type: "primitive",
      data: { mesh: "cube", color: "#ff0000", click: [{ type: "launchVideo", value: "v1" }] },
      position: [0, 0.5, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    };
    const video = {
      id: "v1",
      name: "Clip",
      type: "video",
      assetId: 1,
      data: { chromaKey: "#00FF00", autoplay: true },
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    };
    const saved = await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
      token: owner.token,
      body: { data: [cube, video] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toHaveLength(2);
    const badClick = await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
      token: owner.token,
      body: { data: [{ ...cube, data: { click: [{ type: "launchVideo", value: "o1" }] } }] },
    });
    expect(badClick.status).toBe(400);
    expect(badClick.body.error.fields).toEqual({ "data.0.data.click.0.value": "invalid" });
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
          token: owner.token,
          body: { data: [{ ...cube, position: [0, 0] }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
          token: owner.token,
          body: { data: [{ ...cube, data: { click: [{ type: "openUrl", value: "javascript:alert(1)" }] } }] },
        })
      ).status,
    ).toBe(400);

    const meta = (body: unknown) =>
      call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/meta`, { token: owner.token, body });
    expect((await meta({ naturalWidth: "0.5", meta: '{"a":1}' })).body).toMatchObject({
      imageMarker: { naturalWidth: 0.5 },
      meta: { a: 1 },
    });
    expect((await meta({ naturalWidth: 0, meta: "" })).body).toMatchObject({
      imageMarker: { naturalWidth: null },
      meta: null,
    });
    // Text or a negative width is refused with a field error (issue 22), not dropped silently.
    expect((await meta({ naturalWidth: "abc", meta: null })).body.error.fields).toEqual({ naturalWidth: "number" });
    expect((await meta({ naturalWidth: -3, meta: null })).status).toBe(400);
    const badMeta = await meta({ naturalWidth: 1, meta: "{not json" });
    expect(badMeta.status).toBe(400);
    expect(badMeta.body.error.fields).toEqual({ meta: "invalid_json" });

    const preview = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/scenes/${sceneId}/preview`,
      formData({ file: { name: "p.png", data: await pngFile(100) } }),
    );
    expect(preview.body.previewSrc).toMatch(/preview-[0-9a-f]+\.png$/);
    const marker = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/scenes/${sceneId}/marker`,
      formData({ file: { name: "m2.png", data: await pngFile(120, "#00ff00") } }),
    );
    expect(marker.body.imageMarker.markerImageSrc).not.toBe(image.body.imageMarker.markerImageSrc);

    const stranger = await signIn(api.url);
    expect((await call(api.url, "GET", `/api/ar-projects/scenes/${sceneId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await call(api.url, "DELETE", `/api/ar-projects/scenes/${sceneId}`, { token: owner.token })).body).toEqual({
      deleted: true,
    });
    expect((await call(api.url, "GET", `/api/ar-projects/scenes/${sceneId}`, { token: owner.token })).status).toBe(404);
  });

  it("code projects save code and asset names", async () => {
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/code", { token: owner.token, body: {} })).body
      .id as number;
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/code`, {
          token: owner.token,
          body: { code: "scene.add(cube)", assetData: { "3": "cat.glb" } },
        })
      ).body,
    ).toEqual({ saved: true, codeVersion: 1 });
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token: owner.token })).body.codeData).toEqual({
      code: "scene.add(cube)",
      assetData: { "3": "cat.glb" },
    });
    const album = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${album}/code`, { token: owner.token, body: { code: "x" } }))
        .status,
    ).toBe(400);
  });
});
