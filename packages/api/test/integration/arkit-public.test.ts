// The public ARKit page's data (issue 21, docs/decisions/0025) and deleting a project (issue 22):
// anyone may read a project's name and its GLB / USDZ / preview through content-addressed public
// URLs; nothing private (storage keys, the owner) leaks; a replaced or deleted project's files go
// offline; only the owner deletes.
import { describe, expect, it } from "vitest";
import { crc32 } from "node:zlib";
import { call, formData, glbFile, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-arkit-public-" });

const signedIn = () => signIn(api.url, { features: ["arkit"] });
const post = (token: string, url: string, form: FormData) => upload(api.url, token, url, form);
const anonymous = (url: string) => fetch(`${api.url}${url}`);

/** A one-entry stored zip whose entry is a USD layer: the shape of a USDZ package. */
function usdzFile(): Buffer {
  const name = Buffer.from("model.usda");
  const data = Buffer.from("#usda 1.0\n");
  // The local file header and the central directory entry carry the same entry fields.
  const header = (size: number, signature: number, versions: number, fieldsAt: number) => {
    const b = Buffer.alloc(size);
    b.writeUInt32LE(signature, 0);
    for (let i = 0; i < versions; i++) b.writeUInt16LE(20, 4 + 2 * i);
    b.writeUInt32LE(crc32(data), fieldsAt);
    b.writeUInt32LE(data.length, fieldsAt + 4);
    b.writeUInt32LE(data.length, fieldsAt + 8);
    b.writeUInt16LE(name.length, fieldsAt + 12);
    return b;
  };
  const local = header(30, 0x04034b50, 1, 14);
  const central = header(46, 0x02014b50, 2, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe("public ARKit page data", () => {
  it("anyone reads the name and the content-addressed files; nothing private; replaced files go offline", async () => {
    const {
      token,
      user: { id: userId },
    } = await signedIn();
    const glb = glbFile({ asset: { version: "2.0", generator: "chair" } });
    const id = (
      await post(token, "/api/arkit", formData({ file: { name: "chair.glb", data: glb } }, { name: "Chair" }))
    ).body.id as number;
    await post(token, `/api/arkit/${id}/usdz`, formData({ file: { name: "m.usdz", data: usdzFile() } }));
    await post(token, `/api/arkit/${id}/preview`, formData({ file: { name: "p.png", data: await pngFile(32) } }));

    const res = await anonymous(`/api/public/arkit/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const page = (await res.json()) as Record<string, string>;
    expect(Object.keys(page).sort()).toEqual(["id", "modelSrc", "name", "previewSrc", "usdzSrc"]);
    expect(page).toMatchObject({ id, name: "Chair" });
    expect(page.modelSrc).toMatch(/^\/api\/public\/files\/[0-9a-f]{64}\.glb$/);
    expect(page.usdzSrc).toMatch(/^\/api\/public\/files\/[0-9a-f]{64}\.usdz$/);
    expect(page.previewSrc).toMatch(/^\/api\/public\/files\/[0-9a-f]{64}\.png$/);
    // No storage key (it names the owner's folder), no owner, no dates.
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/arkit\/u|\/api\/files\/|userId|createdAt/);
    expect(text).not.toContain(`u${userId}`);

    const model = await anonymous(page.modelSrc!);
    expect([model.status, model.headers.get("content-type")]).toEqual([200, "model/gltf-binary"]);
    expect(Buffer.from(await model.arrayBuffer()).equals(glb)).toBe(true);
    expect((await anonymous(page.usdzSrc!)).headers.get("content-type")).toBe("model/vnd.usdz+zip");
    // The console's own file URLs stay private.
    const owned = (await call(api.url, "GET", "/api/arkit", { token })).body[0] as { modelSrc: string };
    expect([401, 404]).toContain((await anonymous(owned.modelSrc)).status);

    // Replacing the model takes the old one (and its USDZ and preview) offline at once.
    await post(
      token,
      `/api/arkit/${id}`,
      formData({ file: { name: "v2.glb", data: glbFile({ asset: { version: "2.0", generator: "v2" } }) } }),
    );
    const after = (await (await anonymous(`/api/public/arkit/${id}`)).json()) as Record<string, string | null>;
    expect(after.modelSrc).not.toBe(page.modelSrc);
    expect([after.usdzSrc, after.previewSrc]).toEqual([null, null]);
    expect((await anonymous(page.modelSrc!)).status).toBe(404);
    expect((await anonymous(page.usdzSrc!)).status).toBe(404);
    expect((await anonymous(after.modelSrc!)).status).toBe(200);
  });

  it("answers the same 404 for unknown and malformed ids", async () => {
    for (const bad of ["999999", "0", "abc", "1e3", "99999999999"]) {
      const res = await anonymous(`/api/public/arkit/${bad}`);
      expect([bad, res.status, (await res.json()).error.code]).toEqual([bad, 404, "NOT_FOUND"]);
    }
  });

  it("deletes a project (owner only): its page and files answer 404, another user changes nothing", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const id = (
      await post(
        token,
        "/api/arkit",
        formData(
          { file: { name: "lamp.glb", data: glbFile({ asset: { version: "2.0", generator: "lamp" } }) } },
          { name: "Lamp" },
        ),
      )
    ).body.id as number;
    const page = (await (await anonymous(`/api/public/arkit/${id}`)).json()) as { modelSrc: string };

    expect((await call(api.url, "DELETE", `/api/arkit/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(api.url, "DELETE", `/api/arkit/${id}`)).status).toBe(401);
    expect((await anonymous(`/api/public/arkit/${id}`)).status).toBe(200);

    const removed = await call(api.url, "DELETE", `/api/arkit/${id}`, { token });
    expect([removed.status, removed.body]).toEqual([200, { ok: true }]);
    expect((await call(api.url, "GET", "/api/arkit", { token })).body).toEqual([]);
    expect((await anonymous(`/api/public/arkit/${id}`)).status).toBe(404);
    expect((await anonymous(page.modelSrc)).status).toBe(404);
    expect((await call(api.url, "DELETE", `/api/arkit/${id}`, { token })).status).toBe(404);
  });
});
