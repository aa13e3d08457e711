// The public ARKit page's data (issue 21, docs/decisions/0025) and deleting a project (issue 22):
// anyone may read a project's name and its GLB / USDZ / preview through content-addressed public
// URLs; nothing private (storage keys, the owner) leaks; a replaced or deleted project's files go
// offline; only the owner deletes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { setEnvVar } from "@ar/config";
import { call, createUser, formData, glbFile, pngFile, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => {
  setEnvVar("DATA_DIR", await mkdtemp(path.join(os.tmpdir(), "ar-arkit-public-")));
  api = await startApiServer();
});
afterAll(() => api.close());

async function signedIn() {
  const { user, password } = await createUser({ features: ["arkit"] });
  return {
    userId: user.id,
    token: (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
      .token as string,
  };
}
const post = (token: string, url: string, form: FormData) =>
  fetch(`${api.url}${url}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }).then(
    async (r) => ({ status: r.status, body: await r.json() }),
  );
const anonymous = (url: string) => fetch(`${api.url}${url}`);

/** A one-entry stored zip whose entry is a USD layer: the shape of a USDZ package. */
function usdzFile(): Buffer {
  const name = Buffer.from("model.usda");
  const data = Buffer.from("#usda 1.0\n");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
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
    const { token, userId } = await signedIn();
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
