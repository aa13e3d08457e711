import { describe, expect, it } from "vitest";
import { crc32 } from "node:zlib";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { call, formData, glbFile, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-arkit-", env: { AR_VIEWER_URL: "https://ar.example.com" } });

const signedIn = async () => (await signIn(api.url, { features: ["arkit"] })).token;

/** A stored (uncompressed) zip, which is what a USDZ package is. */
function storedZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(e.data), 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(e.data), 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe("ARKit projects", () => {
  it("create from a GLB, list, rename, replace the model, preview, QR; owner only", async () => {
    const token = await signedIn();
    const created = await upload(
      api.url,
      token,
      "/api/arkit",
      formData({ file: { name: "chair.glb", data: glbFile() } }, { name: "Chair" }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Chair", usdzSrc: null, previewSrc: null });
    const id = created.body.id as number;
    expect((await call(api.url, "GET", "/api/arkit", { token })).body.map((p: { id: number }) => p.id)).toEqual([id]);
    const model = await fetch(`${api.url}${created.body.modelSrc}`, { headers: { authorization: `Bearer ${token}` } });
    expect([model.status, model.headers.get("content-type")]).toEqual([200, "model/gltf-binary"]);

    const renamed = await upload(api.url, token, `/api/arkit/${id}`, formData({}, { name: "Armchair" }));
    expect(renamed.body).toMatchObject({ name: "Armchair", modelSrc: created.body.modelSrc });
    const replaced = await upload(
      api.url,
      token,
      `/api/arkit/${id}`,
      formData({ file: { name: "v2.glb", data: glbFile({ asset: { version: "2.0", generator: "v2" } }) } }),
    );
    expect(replaced.body.modelSrc).not.toBe(created.body.modelSrc);
    expect(
      (await fetch(`${api.url}${created.body.modelSrc}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    const preview = await upload(
      api.url,
      token,
      `/api/arkit/${id}/preview`,
      formData({ file: { name: "p.png", data: await pngFile(64) } }),
    );
    expect(preview.body.previewSrc).toMatch(/\.png$/);

    const png = PNG.sync.read(
      Buffer.from(
        await (
          await fetch(`${api.url}/api/qr/${id}?type=arkit`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      ),
    );
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      `https://ar.example.com/arkit/${id}`,
    );

    const other = await signedIn();
    // The QR of an ARKit project (sequential ids) is its owner's, like the project.
    expect((await fetch(`${api.url}/api/qr/${id}?type=arkit`)).status).toBe(401);
    expect(
      (await fetch(`${api.url}/api/qr/${id}?type=arkit`, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(404);
    expect((await upload(api.url, other, `/api/arkit/${id}`, formData({}, { name: "Mine" }))).status).toBe(404);
    expect((await call(api.url, "GET", "/api/arkit", { token: other })).body).toEqual([]);
    expect(
      (await fetch(`${api.url}${replaced.body.modelSrc}`, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(404);
  });

  it("refuses a missing name, a non-GLB, a PNG renamed .glb and a corrupted GLB", async () => {
    const token = await signedIn();
    expect(
      (await upload(api.url, token, "/api/arkit", formData({ file: { name: "a.glb", data: glbFile() } }))).body.error
        .fields,
    ).toEqual({ name: "required" });
    expect(
      (
        await upload(
          api.url,
          token,
          "/api/arkit",
          formData({ file: { name: "a.obj", data: Buffer.from("v 1 2 3") } }, { name: "x" }),
        )
      ).body.error.fields,
    ).toEqual({ file: "type" });
    expect(
      (
        await upload(
          api.url,
          token,
          "/api/arkit",
          formData({ file: { name: "a.glb", data: await pngFile() } }, { name: "x" }),
        )
      ).status,
    ).toBe(415);
    const broken = await upload(
      api.url,
      token,
      "/api/arkit",
      formData(
        {
          file: {
            name: "b.glb",
            data: glbFile({ asset: { version: "2.0" }, meshes: [{ primitives: [{ attributes: { POSITION: 9 } }] }] }),
          },
        },
        { name: "x" },
      ),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({ file: "invalid_glb" });
    expect((await call(api.url, "GET", "/api/arkit", { token })).body).toEqual([]);
  });

  it("stores a USDZ beside the model (owner only), refuses other zips and files, and drops it when the model is replaced", async () => {
    const token = await signedIn();
    const id = (
      await upload(
        api.url,
        token,
        "/api/arkit",
        formData({ file: { name: "chair.glb", data: glbFile() } }, { name: "Chair" }),
      )
    ).body.id as number;
    const usdz = storedZip([
      { name: "model.usdc", data: Buffer.from("PXR-USDC fake layer bytes") },
      { name: "textures/a.png", data: await pngFile(8) },
    ]);
    const other = await signedIn();
    expect(
      (await upload(api.url, other, `/api/arkit/${id}/usdz`, formData({ file: { name: "m.usdz", data: usdz } })))
        .status,
    ).toBe(404);
    const notUsd = await upload(
      api.url,
      token,
      `/api/arkit/${id}/usdz`,
      formData({ file: { name: "m.usdz", data: storedZip([{ name: "readme.txt", data: Buffer.from("hi") }]) } }),
    );
    expect([notUsd.status, notUsd.body.error.fields]).toEqual([415, { file: "type" }]);
    expect(
      (
        await upload(
          api.url,
          token,
          `/api/arkit/${id}/usdz`,
          formData({ file: { name: "m.usdz", data: await pngFile() } }),
        )
      ).status,
    ).toBe(415);
    expect((await upload(api.url, token, `/api/arkit/${id}/usdz`, formData({}))).body.error.fields).toEqual({
      file: "required",
    });

    const stored = await upload(
      api.url,
      token,
      `/api/arkit/${id}/usdz`,
      formData({ file: { name: "m.usdz", data: usdz } }),
    );
    expect(stored.status).toBe(200);
    expect(stored.body.usdzSrc).toMatch(/\.usdz$/);
    const file = await fetch(`${api.url}${stored.body.usdzSrc}`, { headers: { authorization: `Bearer ${token}` } });
    expect([file.status, file.headers.get("content-type"), Buffer.from(await file.arrayBuffer()).equals(usdz)]).toEqual(
      [200, "model/vnd.usdz+zip", true],
    );

    const replaced = await upload(
      api.url,
      token,
      `/api/arkit/${id}`,
      formData({ file: { name: "v2.glb", data: glbFile({ asset: { version: "2.0", generator: "v2" } }) } }),
    );
    expect(replaced.body.usdzSrc).toBeNull();
    expect(
      (await fetch(`${api.url}${stored.body.usdzSrc}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });
});
