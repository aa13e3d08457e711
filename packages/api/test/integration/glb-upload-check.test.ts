// Issue 19 §9: every GLB upload door (project assets, pack models, ARKit models) refuses the
// 256-byte GLB that declares 300,000 vertices it does not hold, and GLBs over the vertex or texture
// caps, with the documented error body, no row and no file left behind; a normal model still goes in.
import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import {
  call,
  degenerateGlb,
  formData,
  glbFile,
  hostileGlb,
  useApiServer,
  texturedGlb,
  signIn,
  upload,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-glb-check-" });

const signedIn = () => signIn(api.url, { features: ["arkit", "wishes", "code", "world"] });

/** Files under a storage folder (the local driver keeps a .meta.json beside each). */
async function filesUnder(folder: string): Promise<string[]> {
  return (
    await readdir(path.join(api.dataDir, "storage", folder), { recursive: true }).catch(() => [] as string[])
  ).filter((f) => f.endsWith(".glb"));
}

/** The three doors, each with what it stores and where. */
async function doors(token: string, userId: number) {
  const projectId = (await call(api.url, "POST", "/api/ar-projects/WORLD", { token, body: {} })).body.id as number;
  const packId = (await call(api.url, "POST", "/api/cards/assets", { token, body: { type: "model", name: "Models" } }))
    .body.id as number;
  return [
    {
      name: "project asset",
      send: (glb: Buffer) =>
        upload(
          api.url,
          token,
          `/api/ar-projects/${projectId}/assets`,
          formData({ file: { name: "m.glb", data: glb } }),
        ),
      folder: `projects/${projectId}`,
      rows: () => getDb().asset.count({ where: { projectId } }),
    },
    {
      name: "pack model",
      send: (glb: Buffer) =>
        upload(api.url, token, `/api/cards/assets/${packId}/items`, formData({ file: { name: "m.glb", data: glb } })),
      folder: `packs/${packId}`,
      rows: () => getDb().assetPackItem.count({ where: { packId } }),
    },
    {
      name: "ARKit model",
      send: (glb: Buffer) =>
        upload(api.url, token, "/api/arkit", formData({ file: { name: "m.glb", data: glb } }, { name: "Chair" })),
      folder: `arkit/u${userId}`,
      rows: () => getDb().arkitProject.count({ where: { userId } }),
    },
  ];
}

describe("GLB upload check, on every door", () => {
  it("the hostile 256-byte GLB is refused with the field named, leaving no row and no file", async () => {
    const { user, token } = await signedIn();
    const hostile = hostileGlb();
    expect(hostile.length).toBe(256);
    for (const door of await doors(token, user.id)) {
      const res = await door.send(hostile);
      expect({ door: door.name, status: res.status }).toEqual({ door: door.name, status: 400 });
      expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", fields: { file: "invalid_glb" } });
      expect(res.body.error.message).toMatch(/declare 3600000 bytes of data the 256-byte file does not hold/);
      expect(await door.rows()).toBe(0);
      expect(await filesUnder(door.folder)).toEqual([]);
    }
  });

  it("refuses a GLB over the vertex cap or with a texture over 8192 px; a normal model goes in", async () => {
    const { user, token } = await signedIn();
    const [asset, pack, arkit] = await doors(token, user.id);
    const tooMany = await asset!.send(degenerateGlb(1_000_002));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/1000002 vertices \(at most 1000000\)/);
    const wide = await pack!.send(await texturedGlb(8200, 2));
    expect(wide.body.error).toMatchObject({ fields: { file: "invalid_glb" } });
    expect(wide.body.error.message).toMatch(/8200×2 px/);
    expect(await asset!.rows()).toBe(0);
    expect(await pack!.rows()).toBe(0);

    expect((await arkit!.send(await texturedGlb(256, 256))).status).toBe(200);
    expect((await asset!.send(degenerateGlb(3000))).status).toBe(200);
    expect((await pack!.send(glbFile())).status).toBe(200);
  });

  it("a broken GLB is still refused by the glTF validator, naming its first error", async () => {
    const { user, token } = await signedIn();
    const [asset] = await doors(token, user.id);
    const res = await asset!.send(
      glbFile({ asset: { version: "2.0" }, meshes: [{ primitives: [{ attributes: { POSITION: 5 } }] }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/UNRESOLVED_REFERENCE/);
  });
});
