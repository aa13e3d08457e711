// GET /api/files/{key} asks each domain's access module (packs, collections, AR projects, ARKit,
// alpha encodings) instead of keeping its own copy of their rules: for every kind of file and
// every actor the file answers as the domain's own procedure does (seen → 200, refused → 404),
// including the AR project rule's feature requirement, which a copy would have missed.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { createSession, FEATURE_IDS } from "@ar/core";
import { call, createUser, formData, glbFile, pngFile, useApiServer, webmFile } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-file-access-" });
type Who = "anon" | "owner" | "member" | "other" | "admin";
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};

beforeAll(async () => {
  for (const who of ["owner", "member", "other", "admin"] as const) {
    const { user } = await createUser({ isAdmin: who === "admin" });
    ids[who] = user.id;
    tokens[who] = (await createSession({ userId: user.id })).token;
  }
});

const auth = (who: Who): Record<string, string> => (who === "anon" ? {} : { authorization: `Bearer ${tokens[who]}` });
const status = async (who: Who, p: string) => (await fetch(`${api.url}${p}`, { headers: auth(who) })).status;
const upload = async (p: string, form: FormData) =>
  (await (await fetch(`${api.url}${p}`, { method: "POST", headers: auth("owner"), body: form })).json()) as Record<
    string,
    unknown
  >;
const seen = (s: number) => (s === 200 ? "seen" : s === 401 ? "signed out" : "refused");

/** The file's answer for each actor, and the domain procedure's, side by side. */
async function compare(file: string, procedure: string) {
  const out: Record<string, [string, string]> = {};
  for (const who of ["anon", "owner", "member", "other", "admin"] as const)
    out[who] = [seen(await status(who, file)), seen(await status(who, procedure))];
  return out;
}
const same = (rows: Record<string, [string, string]>) =>
  Object.fromEntries(Object.entries(rows).map(([who, [file]]) => [who, file]));
/** The rule of owned things: the owner and admins see them, nobody else. */
const OWNER_AND_ADMIN = { anon: "signed out", owner: "seen", member: "refused", other: "refused", admin: "seen" };
/** Each actor gets the same answer from the file as from the procedure, and the file's answers are `expected`. */
async function expectAsProcedure(file: string, procedure: string, expected: Record<string, string>) {
  const rows = await compare(file, procedure);
  for (const [who, [fromFile, fromProcedure]] of Object.entries(rows)) expect(fromFile, who).toBe(fromProcedure);
  expect(same(rows)).toEqual(expected);
  return rows;
}

describe("the file server asks the domains' access rules", () => {
  it("a private pack's files: as its items", async () => {
    const pack = await call(api.url, "POST", "/api/cards/assets", {
      token: tokens.owner,
      body: { type: "sticker", name: "Mine" },
    });
    const item = await upload(
      `/api/cards/assets/${pack.body.id}/items`,
      formData({ file: { name: "s.png", data: await pngFile(16) } }),
    );
    await expectAsProcedure(item.src as string, `/api/cards/assets/${pack.body.id}/items`, OWNER_AND_ADMIN);
    // Made public, everyone signed in sees it; still kept by the browser alone and checked on every use.
    await call(api.url, "POST", `/api/cards/assets/${pack.body.id}/access`, {
      token: tokens.admin,
      body: { access: "public" },
    });
    const res = await fetch(`${api.url}${item.src}`, { headers: auth("other") });
    expect([res.status, res.headers.get("cache-control")]).toEqual([200, "private, no-cache"]);
  });

  it("a collection's files: as the collection", async () => {
    const collection = await call(api.url, "POST", "/api/cards", { token: tokens.owner, body: {} });
    const front = await upload(
      `/api/cards/${collection.body.id}/background/front`,
      formData({ file: { name: "f.png", data: await pngFile(16) } }),
    );
    await expectAsProcedure(front.src as string, `/api/cards/${collection.body.id}`, OWNER_AND_ADMIN);
  });

  it("an AR project's files: as the project, for its users with the type's feature", async () => {
    const project = await call(api.url, "POST", "/api/ar-projects/album", { token: tokens.owner, body: {} });
    await call(api.url, "POST", `/api/ar-projects/${project.body.id}/users/add`, {
      token: tokens.owner,
      body: { emailToInvite: (await getDb().user.findUniqueOrThrow({ where: { id: ids.member! } })).email },
    });
    const invitation = await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId: project.body.id } });
    await call(api.url, "POST", "/api/trpc/projects.answerInvitation", {
      token: tokens.member,
      body: { invitationId: invitation.id, accept: true },
    });
    const asset = await upload(
      `/api/ar-projects/${project.body.id}/assets`,
      formData({ file: { name: "a.png", data: await pngFile(16) } }, { disableCompressing: "true" }),
    );
    const procedure = `/api/ar-projects/data/${project.body.id}`;
    let rows = await expectAsProcedure(asset.src as string, procedure, {
      anon: "signed out",
      owner: "seen",
      member: "seen",
      other: "refused",
      admin: "seen",
    });
    // Without ar-albums the member may not open the album, nor its files.
    await getDb().user.update({
      where: { id: ids.member! },
      data: { features: FEATURE_IDS.filter((f) => f !== "ar-albums") },
    });
    rows = await compare(asset.src as string, procedure);
    expect(rows.member).toEqual(["refused", "refused"]);
    await getDb().user.update({ where: { id: ids.member! }, data: { features: [...FEATURE_IDS] } });
  });

  it("an ARKit project's files and an alpha encoding's: as their owner's", async () => {
    const arkit = await upload("/api/arkit", formData({ file: { name: "m.glb", data: glbFile() } }, { name: "Chair" }));
    await expectAsProcedure(arkit.modelSrc as string, `/api/qr/${arkit.id}?type=arkit`, OWNER_AND_ADMIN);

    const { processId } = (await upload(
      "/api/encodeAlt",
      formData({ video: { name: "v.webm", data: webmFile() } }),
    )) as { processId: string };
    const { srcKey } = await getDb().alphaEncode.findUniqueOrThrow({ where: { id: processId } });
    await expectAsProcedure(`/api/files/${srcKey}`, `/api/encode/${processId}/status`, OWNER_AND_ADMIN);
  });

  it("keys that name nothing are 404", async () => {
    for (const key of [
      "print-exports/1/x.zip",
      "arkit/uabc/x.glb",
      "packs/abc/x.png",
      "projects/99999999999/x.png",
      "other/1/x",
    ])
      expect(await status("owner", `/api/files/${key}`), key).toBe(404);
  });
});
