// A code project's code as a draft (issue 22, docs/decisions/0027), against a real PostgreSQL:
// every save names the code version it was based on; a stale one is refused with 409
// fields.baseVersion "stale" and changes nothing, on both doors; of saves racing from the same
// version exactly one wins; the project read carries codeVersion; the public viewer keeps serving
// the published code until the next Publish.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, useApiServer, signIn } from "@ar/devtools/testing";
import { shareAccepted } from "./share-helpers";

const api = useApiServer({ dataDirPrefix: "ar-code-drafts-" });

const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
const save = (token: string, projectId: number, body: Record<string, unknown>) =>
  call(api.url, "POST", `/api/ar-projects/data/${projectId}/code`, { token, body });

/** An owner and a person the code project is shared with (accepted). */
async function sharedCodeProject() {
  const [owner, member] = [await signIn(api.url), await signIn(api.url)];
  const project = (await call(api.url, "POST", "/api/ar-projects/code", { token: owner.token, body: {} })).body as {
    id: number;
    codeVersion: number;
  };
  await shareAccepted(api, owner.token, member, project.id);
  return { owner, member, project };
}

describe("code versions", () => {
  it("a save based on a stale code version is refused with 409 fields.baseVersion on both doors and changes nothing", async () => {
    const { owner, member, project } = await sharedCodeProject();
    expect(project.codeVersion).toBe(0);
    const first = await save(owner.token, project.id, { code: "// owner", assetData: {}, baseVersion: 0 });
    expect([first.status, first.body]).toEqual([200, { saved: true, codeVersion: 1 }]);

    const stale = await save(member.token, project.id, { code: "// member", assetData: {}, baseVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "CONFLICT", message: expect.any(String), fields: { baseVersion: "stale" } },
    });
    const staleTrpc = await trpc(member.token, "projects.saveCode", {
      projectId: project.id,
      code: "// member",
      assetData: {},
      baseVersion: 0,
    });
    expect([staleTrpc.status, JSON.stringify(staleTrpc.body)]).toEqual([
      409,
      expect.stringContaining('"baseVersion":"stale"'),
    ]);
    let row = await getDb().arProject.findUniqueOrThrow({ where: { id: project.id } });
    expect([row.codeVersion, row.codeData]).toEqual([1, { code: "// owner", assetData: {} }]);

    // Based on the current version it goes through (tRPC), and the read carries the new version.
    const next = await trpc(member.token, "projects.saveCode", {
      projectId: project.id,
      code: "// member",
      assetData: {},
      baseVersion: 1,
    });
    expect([next.status, next.body.result.data]).toEqual([200, { saved: true, codeVersion: 2 }]);
    const read = await call(api.url, "GET", `/api/ar-projects/data/${project.id}`, { token: owner.token });
    expect([read.body.codeVersion, read.body.codeData.code]).toEqual([2, "// member"]);

    // Bad versions are named and change nothing; the documented call without one still saves and bumps it.
    for (const bad of [-1, 1.5, "2"]) {
      const r = await save(owner.token, project.id, { code: "// bad", baseVersion: bad });
      expect([r.status, r.body.error.fields]).toEqual([400, { baseVersion: "invalid" }]);
    }
    const plain = await save(owner.token, project.id, { code: "// plain", assetData: {} });
    expect([plain.status, plain.body.codeVersion]).toEqual([200, 3]);
    row = await getDb().arProject.findUniqueOrThrow({ where: { id: project.id } });
    expect([row.codeVersion, (row.codeData as { code: string }).code]).toEqual([3, "// plain"]);
  });

  it("of code saves racing from the same version exactly one wins, the others get 409 (no lost update)", async () => {
    const { owner, member, project } = await sharedCodeProject();
    const racers = 8;
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        save(i % 2 ? member.token : owner.token, project.id, { code: `// racer ${i}`, assetData: {}, baseVersion: 0 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.fields)).toEqual(
      Array.from({ length: racers - 1 }, () => ({ baseVersion: "stale" })),
    );
    const winner = results.findIndex((r) => r.status === 200);
    const row = await getDb().arProject.findUniqueOrThrow({ where: { id: project.id } });
    expect([row.codeVersion, (row.codeData as { code: string }).code]).toEqual([1, `// racer ${winner}`]);
  });

  it("a stranger gets 404 and a non-code project refuses code (fields.code), nothing stored", async () => {
    const { project } = await sharedCodeProject();
    const stranger = await signIn(api.url);
    expect((await save(stranger.token, project.id, { code: "// x", baseVersion: 0 })).status).toBe(404);
    const qr = (await call(api.url, "POST", "/api/ar-projects/qr", { token: stranger.token, body: {} })).body as {
      id: number;
    };
    const r = await save(stranger.token, qr.id, { code: "// x", baseVersion: 0 });
    expect([r.status, r.body.error.fields]).toEqual([400, { code: "invalid" }]);
    expect((await getDb().arProject.findUniqueOrThrow({ where: { id: project.id } })).codeVersion).toBe(0);
  });
});
