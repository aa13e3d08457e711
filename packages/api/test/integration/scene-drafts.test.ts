// Drafts and concurrent editing (issue 22, docs/decisions/0027), against a real PostgreSQL:
// a save names the version it was based on; a stale one is refused with 409 fields.baseVersion
// and changes nothing; of saves racing from the same version exactly one wins (no lost update);
// "keep mine as a copy" makes a new scene; presence shows the other editors, only to people with
// access; and the public viewer keeps serving what was published, not the draft.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, formData, pngFile, useApiServer, signIn } from "@ar/devtools/testing";
import { shareAccepted } from "./share-helpers";

const api = useApiServer({ dataDirPrefix: "ar-drafts-" });

const cube = (id: string) => ({
  id,
  name: id,
  type: "primitive",
  data: { mesh: "cube", color: "#ff0000" },
  position: [0, 0.5, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
});
const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });

/** An owner, a person the project is shared with (accepted), and a stranger; a QR project with one scene. */
async function sharedProject() {
  const [owner, member, stranger] = [await signIn(api.url), await signIn(api.url), await signIn(api.url)];
  const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body as {
    id: number;
  };
  const scene = (
    await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, {
      token: owner.token,
      body: { name: "QR" },
    })
  ).body as { id: number; version: number };
  await shareAccepted(api, owner.token, member, project.id);
  return { owner, member, stranger, projectId: project.id, scene };
}

describe("scene versions", () => {
  it("a save based on a stale version is refused with 409 fields.baseVersion and changes nothing; the REST path carries it too", async () => {
    const { owner, member, scene } = await sharedProject();
    expect(scene.version).toBe(0);
    const first = await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
      token: owner.token,
      body: { data: [cube("a")], baseVersion: 0 },
    });
    expect([first.status, first.body.version, first.body.data.length]).toEqual([200, 1, 1]);

    // The member's tab still holds version 0: both doors refuse it with the documented body.
    const stale = await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
      token: member.token,
      body: { data: [cube("b")], baseVersion: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "CONFLICT", message: expect.any(String), fields: { baseVersion: "stale" } },
    });
    const staleTrpc = await trpc(member.token, "projects.saveSceneData", {
      sceneId: scene.id,
      data: [cube("b")],
      baseVersion: 0,
    });
    expect(staleTrpc.status).toBe(409);
    const row = await getDb().scene.findUniqueOrThrow({ where: { id: scene.id } });
    expect([row.version, (row.data as { id: string }[]).map((o) => o.id)]).toEqual([1, ["a"]]);

    // Based on the current version it goes through; bad versions are named.
    const next = await trpc(member.token, "projects.saveSceneData", {
      sceneId: scene.id,
      data: [cube("a"), cube("b")],
      baseVersion: 1,
    });
    expect([next.status, next.body.result.data.version]).toEqual([200, 2]);
    for (const bad of [-1, 1.5, "2"]) {
      const r = await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
        token: owner.token,
        body: { data: [], baseVersion: bad },
      });
      expect([r.status, r.body.error.fields]).toEqual([400, { baseVersion: "invalid" }]);
    }
    // The documented call without a version (older clients) still saves, and still bumps it.
    const plain = await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
      token: owner.token,
      body: { data: [cube("c")] },
    });
    expect([plain.status, plain.body.version]).toEqual([200, 3]);
    // The project read carries each scene's version (the editor's base).
    const read = await call(
      api.url,
      "GET",
      `/api/ar-projects/data/${(await getDb().scene.findUniqueOrThrow({ where: { id: scene.id } })).projectId}`,
      { token: member.token },
    );
    expect(read.body.scenes[0].version).toBe(3);
  });

  it("of saves racing from the same version exactly one wins, the others get 409 (no lost update)", async () => {
    const { owner, member, scene } = await sharedProject();
    const racers = 8;
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
          token: i % 2 ? member.token : owner.token,
          body: { data: [cube(`r${i}`)], baseVersion: 0 },
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(racers - 1);
    const row = await getDb().scene.findUniqueOrThrow({ where: { id: scene.id } });
    // The stored objects are the winner's, and the version moved once.
    expect([row.version, row.data]).toEqual([1, won[0]!.body.data]);
  });
});

describe("keep mine as a copy", () => {
  it("makes a new scene of the project with the refused objects and its own marker", async () => {
    const { owner, member, stranger, scene } = await sharedProject();
    await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, {
      token: owner.token,
      body: { data: [cube("theirs")], baseVersion: 0 },
    });
    const copy = await trpc(member.token, "projects.copyScene", {
      sceneId: scene.id,
      data: [cube("mine")],
      name: "QR (copy)",
    });
    expect(copy.status).toBe(200);
    const dto = copy.body.result.data;
    expect(dto).toMatchObject({ name: "QR (copy)", data: [cube("mine")], arProjectId: expect.any(Number) });
    expect(dto.id).not.toBe(scene.id);
    expect(dto.qrMarker.id).toMatch(/^[0-9a-f]{16}$/);
    expect((await getDb().scene.findUniqueOrThrow({ where: { id: scene.id } })).data).toEqual([cube("theirs")]);
    const noName = await trpc(member.token, "projects.copyScene", { sceneId: scene.id, data: [], name: " " });
    expect([noName.status, JSON.stringify(noName.body)]).toEqual([400, expect.stringContaining('"name":"required"')]);
    expect((await trpc(stranger.token, "projects.copyScene", { sceneId: scene.id, data: [], name: "x" })).status).toBe(
      404,
    );
    expect(await getDb().scene.count({ where: { projectId: dto.arProjectId } })).toBe(2);
  });

  it("an image-marker scene's copy gets its own marker file (deleting one scene keeps the other's)", async () => {
    const owner = await signIn(api.url);
    const project = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body as {
      id: number;
    };
    const created = await fetch(`${api.url}/api/ar-projects/data/${project.id}/create-image-scene`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: formData({ file: { name: "m.png", data: await pngFile(64) } }),
    }).then((r) => r.json() as Promise<{ id: number; imageMarker: { markerImageSrc: string } }>);
    const copy = (await trpc(owner.token, "projects.copyScene", { sceneId: created.id, data: [], name: "Copy" })).body
      .result.data;
    expect(copy.imageMarker.markerImageSrc).not.toBe(created.imageMarker.markerImageSrc);
    expect(
      (await call(api.url, "DELETE", `/api/ar-projects/scenes/${created.id}`, { token: owner.token })).status,
    ).toBe(200);
    const file = await fetch(`${api.url}${copy.imageMarker.markerImageSrc}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "image/png"]);
  });
});

describe("presence", () => {
  it("shows the other editors of the project (name, e-mail, own other tabs) and nothing to people without access", async () => {
    const { owner, member, stranger, projectId } = await sharedProject();
    const beat = (who: { token: string }, tabId: string) => trpc(who.token, "projects.presence", { projectId, tabId });
    const alone = await beat(owner, "owner-tab-1");
    expect(alone.status).toBe(200);
    expect(alone.body.result.data.editors).toEqual([]);
    expect(alone.body.result.data.scenes).toEqual([{ id: expect.any(Number), version: 0 }]);
    // The code's saved version too: an open code tab reloads when someone else saves the code.
    expect(alone.body.result.data.codeVersion).toBe(0);

    await beat(member, "member-tab-1");
    const seen = (await beat(owner, "owner-tab-1")).body.result.data.editors;
    expect(seen).toEqual([
      { userId: member.user.id, name: member.user.name, email: member.user.email, tabs: 1, you: false },
    ]);
    // The owner's second tab sees the member and the owner's first tab (as "you").
    const second = (await beat(owner, "owner-tab-2")).body.result.data.editors;
    expect(second.map((e: { userId: number; you: boolean }) => [e.userId, e.you]).sort()).toEqual(
      [
        [owner.user.id, true],
        [member.user.id, false],
      ].sort(),
    );

    // A stranger can neither announce themselves nor read who is there; bad tab ids are named.
    const refused = await beat(stranger, "stranger-tab-1");
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(member.user.email);
    expect(await getDb().arProjectPresence.count({ where: { projectId, userId: stranger.user.id } })).toBe(0);
    const badTab = await beat(owner, "x");
    expect([badTab.status, JSON.stringify(badTab.body)]).toEqual([400, expect.stringContaining('"tabId":"invalid"')]);

    // Leaving removes the tab at once; an expired heartbeat no longer counts.
    await trpc(member.token, "projects.leavePresence", { projectId, tabId: "member-tab-1" });
    await getDb().arProjectPresence.updateMany({
      where: { projectId, userId: owner.user.id, tabId: "owner-tab-2" },
      data: { seenAt: new Date(Date.now() - 60_000) },
    });
    expect((await beat(owner, "owner-tab-1")).body.result.data.editors).toEqual([]);

    // Someone whose access ends is no longer shown, even with a fresh row.
    await beat(member, "member-tab-2");
    await getDb().arProjectUser.deleteMany({ where: { projectId, userId: member.user.id } });
    expect((await beat(owner, "owner-tab-1")).body.result.data.editors).toEqual([]);
  });
});
