// Sharing an AR project by e-mail: invitations that reveal nothing and wait for consent.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, createUser, signIn, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-projects-", env: { AR_VIEWER_URL: "https://ar.example.com" } });

describe("sharing by e-mail reveals nothing and needs the invitee's consent", () => {
  const add = (token: string, id: number, email: string) =>
    call(api.url, "POST", `/api/ar-projects/${id}/users/add`, { token, body: { emailToInvite: email } });
  const trpcGet = async (token: string, proc: string) =>
    (await call(api.url, "GET", `/api/trpc/${proc}`, { token })).body.result.data;
  const answer = (token: string, invitationId: unknown, accept: boolean) =>
    call(api.url, "POST", "/api/trpc/projects.answerInvitation", { token, body: { invitationId, accept } });

  it("an address with an account and one without get the same answer, without a name; nothing is added to anyone's list", async () => {
    const owner = await signIn(api.url);
    const known = await createUser({ name: "Secret Person Name" });
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: { name: "Gift" } }))
      .body.id as number;
    const unknownEmail = `nobody-${Date.now()}@nowhere.example`;
    const a = await add(owner.token, id, known.user.email);
    const b = await add(owner.token, id, unknownEmail);
    expect([a.status, b.status]).toEqual([200, 200]);
    const shape = (list: { id: unknown; name: string; email: string; access: string }[], email: string) =>
      list.filter((u) => u.email === email).map((u) => ({ ...u, email: "x" }));
    expect(shape(b.body, unknownEmail)).toEqual([{ id: null, name: "", email: "x", access: "invited" }]);
    expect(shape(a.body, known.user.email)).toEqual(shape(b.body, unknownEmail));
    expect(JSON.stringify(b.body)).not.toContain("Secret Person Name");
    expect(await getDb().arProjectUser.count({ where: { projectId: id } })).toBe(0);
    // Inviting again changes nothing; the invitee may decline.
    expect((await add(owner.token, id, known.user.email)).body).toEqual(b.body);
    const token = (
      await call(api.url, "POST", "/api/account/login", { body: { email: known.user.email, password: known.password } })
    ).body.token as string;
    const [mine] = await trpcGet(token, "projects.invitations");
    expect(mine).toMatchObject({ projectId: id, projectName: "Gift", ownerName: owner.user.name });
    expect((await answer(token, mine.id, false)).body.result.data).toEqual({ projectId: id, accepted: false });
    expect(await trpcGet(token, "projects.invitations")).toEqual([]);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token })).status).toBe(404);
    expect(
      (await call(api.url, "GET", `/api/ar-projects/${id}/users`, { token: owner.token })).body.map(
        (u: { email: string }) => u.email,
      ),
    ).toEqual([owner.user.email, unknownEmail]);
  });

  it("an invitation is answered only by the holder of its address; someone registering later with it finds it", async () => {
    const owner = await signIn(api.url);
    const other = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    const later = `later-${Date.now()}@example.com`;
    await add(owner.token, id, later);
    const invitation = await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId: id } });
    for (const token of [other.token, owner.token]) expect((await answer(token, invitation.id, true)).status).toBe(404);
    expect(await trpcGet(other.token, "projects.invitations")).toEqual([]);
    const { password } = await createUser({ email: later });
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: later, password } })).body
      .token as string;
    expect((await answer(token, invitation.id, true)).status).toBe(200);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token })).status).toBe(200);
  });

  it("sharing is rate limited per account: 429 with Retry-After, and nothing is invited", async () => {
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    for (let i = 0; i < 20; i++) expect((await add(owner.token, id, `probe${i}@example.com`)).status).toBe(200);
    const refused = await add(owner.token, id, "probe-last@example.com");
    expect([refused.status, refused.body.error.code, Number(refused.headers.get("retry-after")) > 0]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      true,
    ]);
    expect(await getDb().arProjectInvitation.count({ where: { projectId: id } })).toBe(20);
  });
});
