// Replacing a project asset's file (issue 22, POST /api/ar-projects/assets/{id}/replace), against a
// real PostgreSQL: the asset keeps its id (the code's name and scene objects follow it), the kind
// must match (else 415 fields.file "not_glb" saying what to choose, nothing changed, no file left),
// a damaged .glb is called damaged (both doors), the live published
// snapshot keeps serving the old file until the next Publish, two replaces racing from the same
// file give one 200 and one 409, a file still being compressed is refused, strangers get 404.
import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import { call, formData, glbFile, pngFile, upload, useApiServer, signIn } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-asset-replace-" });

const glb = (name: string) => glbFile({ asset: { version: "2.0", generator: name } });
const uploadGlb = (token: string, projectId: number, data: Buffer, name = "model.glb", disable = true) =>
  upload(
    api.url,
    token,
    `/api/ar-projects/${projectId}/assets`,
    formData({ file: { name, data } }, disable ? { disableCompressing: "true" } : {}),
  );
const replace = (token: string, assetId: number, data: Buffer, name = "other.glb") =>
  upload(
    api.url,
    token,
    `/api/ar-projects/assets/${assetId}/replace`,
    formData({ file: { name, data } }, { disableCompressing: "true" }),
  );
const bytes = (url: string) =>
  fetch(`${api.url}${url}`).then(async (r) => ({
    status: r.status,
    text: Buffer.from(await r.arrayBuffer()).toString("latin1"),
  }));
/** A file URL (absolute or not) as a path on the test server. */
const at = (u: string) => {
  const x = new URL(u, api.url);
  return x.pathname + x.search;
};
const glbsUnder = async (projectId: number) =>
  (
    await readdir(path.join(api.dataDir, "storage", `projects/${projectId}`), { recursive: true }).catch(
      () => [] as string[],
    )
  ).filter((f) => f.endsWith(".glb")).length;

describe("replacing an asset", () => {
  it("keeps the id, follows in the draft, keeps the published file until the next Publish; another kind is refused", async () => {
    const { token } = await signIn(api.url, { features: ["code"] });
    const project = (await call(api.url, "POST", "/api/ar-projects/code", { token, body: {} })).body as { id: number };
    const first = await uploadGlb(token, project.id, glb("first"));
    expect([first.status, first.body.uploadStatus]).toEqual([200, "ready"]);
    const assetId = first.body.id as number;
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${project.id}/code`, {
          token,
          body: { code: 'asset("model");', assetData: { [assetId]: "model" } },
        })
      ).status,
    ).toBe(200);
    expect((await call(api.url, "POST", `/api/ar-projects/${project.id}/publish`, { token })).status).toBe(200);
    const published = (await bytes(`/api/public/projects/${project.id}`)).text;
    const oldSrc = JSON.parse(published).assets[String(assetId)].src as string;
    expect((await bytes(at(oldSrc))).text).toContain('"generator":"first"');

    // Another kind (a PNG for a model) is refused, naming the field; nothing changes, no file is left.
    const png = await replace(token, assetId, await pngFile(32), "picture.png");
    expect([png.status, png.body.error.code, png.body.error.fields]).toEqual([
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      { file: "not_glb" },
    ]);
    expect(png.body.error.message).toBe("This asset is a 3D model; choose a .glb file");
    // A damaged .glb (bytes of no known format) is called damaged at both doors, as for pack models.
    const junk = Buffer.from("this is not a model at all, only text cut short");
    const broken = await replace(token, assetId, junk, "broken.glb");
    expect([broken.status, broken.body.error.fields]).toEqual([400, { file: "damaged" }]);
    const brokenUpload = await uploadGlb(token, project.id, junk, "broken.glb");
    expect([brokenUpload.status, brokenUpload.body.error.fields]).toEqual([400, { file: "damaged" }]);
    const empty = await replace(token, assetId, Buffer.alloc(0), "empty.glb");
    expect([empty.status, empty.body.error.fields]).toEqual([400, { file: "empty" }]);
    expect((await getDb().asset.findUniqueOrThrow({ where: { id: assetId } })).name).toBe("model.glb");
    expect(await glbsUnder(project.id)).toBe(1);

    // A model by a model: same id, new file; the draft read shows it, the phone still sees the old one.
    const done = await replace(token, assetId, glb("second"), "second.glb");
    expect([done.status, done.body.id, done.body.name, done.body.uploadStatus]).toEqual([
      200,
      assetId,
      "second.glb",
      "ready",
    ]);
    const draft = (await call(api.url, "GET", `/api/ar-projects/data/${project.id}`, { token })).body as {
      assets: { id: number; src: string }[];
      codeData: { assetData: Record<string, string> };
    };
    const newSrc = draft.assets.find((a) => a.id === assetId)!.src;
    expect(newSrc).not.toBe(oldSrc);
    expect(draft.codeData.assetData).toEqual({ [assetId]: "model" });
    expect((await bytes(at(newSrc))).status).not.toBe(404);
    expect(JSON.parse((await bytes(`/api/public/projects/${project.id}`)).text).assets[String(assetId)].src).toBe(
      oldSrc,
    );
    expect((await bytes(at(oldSrc))).text).toContain('"generator":"first"');

    // The next Publish shows the new file.
    expect((await call(api.url, "POST", `/api/ar-projects/${project.id}/publish`, { token })).status).toBe(200);
    const src2 = JSON.parse((await bytes(`/api/public/projects/${project.id}`)).text).assets[String(assetId)]
      .src as string;
    expect((await bytes(at(src2))).text).toContain('"generator":"second"');
  });

  it("two replaces racing from the same file: one 200, one 409; the winner's file is stored and the loser's removed", async () => {
    const { token } = await signIn(api.url, { features: ["code"] });
    const project = (await call(api.url, "POST", "/api/ar-projects/code", { token, body: {} })).body as { id: number };
    const assetId = (await uploadGlb(token, project.id, glb("base"))).body.id as number;
    const results = await Promise.all([
      replace(token, assetId, glb("a"), "a.glb"),
      replace(token, assetId, glb("b"), "b.glb"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.fields).toEqual({ assetId: "stale" });
    const row = await getDb().asset.findUniqueOrThrow({ where: { id: assetId } });
    expect(row.name).toBe(results.find((r) => r.status === 200)!.body.name);
    // Never published: the replaced file goes, and so does the loser's upload.
    expect(await glbsUnder(project.id)).toBe(1);
  });

  it("a file still being compressed is refused (409 assetId processing); strangers get 404", async () => {
    const { token } = await signIn(api.url, { features: ["code"] });
    const stranger = await signIn(api.url, { features: ["code"] });
    const project = (await call(api.url, "POST", "/api/ar-projects/code", { token, body: {} })).body as { id: number };
    const busy = await uploadGlb(token, project.id, glb("busy"), "busy.glb", false);
    expect(busy.body.uploadStatus).toBe("compressing");
    const refused = await replace(token, busy.body.id, glb("x"));
    expect([refused.status, refused.body.error.fields]).toEqual([409, { assetId: "processing" }]);
    const ready = (await uploadGlb(token, project.id, glb("ready"))).body.id as number;
    expect((await replace(stranger.token, ready, glb("y"))).status).toBe(404);
    expect((await getDb().asset.findUniqueOrThrow({ where: { id: ready } })).name).toBe("model.glb");
  });
});
