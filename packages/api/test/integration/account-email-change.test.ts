// The e-mail change as a way back into an account (docs/decisions/0044), through the REST doors
// with mail delivered by the real worker task over SMTP. The story to stop: someone who once knew
// the password asks to move the account to their address; the owner resets the password; the old
// link, still open, is confirmed (no session needed), and "Forgot password?" on the new address
// hands the account over again. Sessions, the same answer, limits and races:
// account-email-change-limits.test.ts.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { EMAIL_CHANGE_UNDO_TTL_MS, hashToken } from "@ar/core";
import { runQueuedJobs, uniqueEmail } from "@ar/devtools/testing";
import { SUBJECT, emailOf, tokenIn, useEmailChangeServer } from "./account-email-change-helpers";

const { post, sentTo, mail, signIn, signedIn, account, askChange, changeLink, confirm, reset, resetLink } =
  useEmailChangeServer("ar-email-change-");

describe("a new password, or a new request, voids the open change links", () => {
  it("a reset voids them: the old link no longer moves the account (the takeover of the issue)", async () => {
    const owner = await account("owner");
    const theirs = uniqueEmail("intruder");
    const link = await changeLink(owner, theirs); // asked by whoever knew the password
    expect((await reset(await resetLink(owner.email), "owner-new-pass")).status).toBe(200);

    const late = await confirm(link);
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual({ token: "invalid" });
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await post("/api/account/forgot-password", { email: theirs })).status).toBe(200);
    await runQueuedJobs();
    expect(sentTo(theirs).filter((m) => m.subject === SUBJECT.reset)).toEqual([]);
  });

  it("a new password in the settings, or set by an administrator, voids them", async () => {
    const a = await account("settings-pw");
    const link = await changeLink(a, uniqueEmail("settings-pw-new"));
    const changed = await post(
      "/api/account/change-password",
      { currentPassword: a.password, password: "next-password" },
      { token: a.session },
    );
    expect(changed.status).toBe(200);
    expect((await confirm(link)).status).toBe(400);

    const b = await account("admin-pw");
    const admin = await account("admin");
    await getDb().user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const linkB = await changeLink(b, uniqueEmail("admin-pw-new"));
    const set = await post(
      `/api/admin/accounts/${b.id}`,
      { name: "B", email: b.email, password: "set-by-admin" },
      { token: admin.session },
    );
    expect(set.status).toBe(200);
    expect((await confirm(linkB)).status).toBe(400);
    expect(await emailOf(b.id)).toBe(b.email);
  });

  it("a new request voids the earlier links", async () => {
    const a = await account("twice");
    const first = uniqueEmail("twice-1");
    const second = uniqueEmail("twice-2");
    const firstLink = await changeLink(a, first);
    const secondLink = await changeLink(a, second);
    expect((await confirm(firstLink)).status).toBe(400);
    expect((await confirm(secondLink)).body).toEqual({ email: second });
  });
});

describe("the old address is told, and can undo", () => {
  it("asking for a change mails the old address how to stop it, with no text the asker typed", async () => {
    const a = await account("told");
    const next = uniqueEmail("told-new");
    await changeLink(a, next);
    const notice = await mail(a.email, SUBJECT.asked);
    expect(notice.text).toContain("/auth/forgot-password");
    expect(notice.text).toContain("cancels the change");
    expect(notice.text).not.toContain(next);
    expect(notice.html).toContain("<a href=");
  });

  it("after a confirmed change and a reset from the new address, the undo link takes the account back", async () => {
    const owner = await account("undo");
    const theirs = uniqueEmail("undo-intruder");
    const link = await changeLink(owner, theirs);
    expect((await confirm(link)).body).toEqual({ email: theirs });
    expect((await reset(await resetLink(theirs), "intruder-pass")).status).toBe(200);
    const intruder = (await signIn(theirs, "intruder-pass"))!;
    expect(intruder).toBeDefined();

    const notice = await mail(owner.email, SUBJECT.changed);
    expect(notice.text).toContain("7 days");
    const undo = tokenIn(notice.text, "reset-password")!;
    const row = await getDb().passwordResetToken.findUniqueOrThrow({ where: { id: hashToken(undo) } });
    expect(row.restoreEmail).toBe(owner.email);
    expect(Math.abs(row.expiresAt.getTime() - Date.now() - EMAIL_CHANGE_UNDO_TTL_MS)).toBeLessThan(60_000);

    const back = await reset(undo, "owner-is-back");
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ email: owner.email });
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await signedIn(intruder)).toBe(false);
    expect(await signIn(theirs, "intruder-pass")).toBeUndefined();
    expect(await signIn(owner.email, "owner-is-back")).toBeDefined();
    expect((await reset(undo, "once-more-1")).status).toBe(400);
  });

  it("an expired undo link does nothing", async () => {
    const a = await account("undo-late");
    const next = uniqueEmail("undo-late-new");
    await confirm(await changeLink(a, next));
    const undo = tokenIn((await mail(a.email, SUBJECT.changed)).text, "reset-password")!;
    await getDb().passwordResetToken.update({
      where: { id: hashToken(undo) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(undo, "too-late-pass")).status).toBe(400);
    expect(await emailOf(a.id)).toBe(next);
  });

  it("a second change cannot cancel the first one's undo; using an undo link voids the later ones", async () => {
    const owner = await account("chain");
    const x = uniqueEmail("chain-x");
    const y = uniqueEmail("chain-y");
    await confirm(await changeLink(owner, x));
    const undoToOwner = tokenIn((await mail(owner.email, SUBJECT.changed)).text, "reset-password")!;
    const moved = { ...owner, session: (await signIn(x, owner.password))! };
    await confirm(await changeLink(moved, y));
    const undoToX = tokenIn((await mail(x, SUBJECT.changed)).text, "reset-password")!;

    // Whoever holds x undoes the second change: the owner's undo of the first still works.
    expect((await reset(undoToX, "x-holder-pass")).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(x);
    expect((await reset(undoToOwner, "owner-pass-1")).body).toEqual({ email: owner.email });
    expect(await emailOf(owner.id)).toBe(owner.email);

    const other = await account("chain-2");
    const p = uniqueEmail("chain-p");
    await confirm(await changeLink(other, p));
    const undoFirst = tokenIn((await mail(other.email, SUBJECT.changed)).text, "reset-password")!;
    const movedOther = { ...other, session: (await signIn(p, other.password))! };
    await confirm(await changeLink(movedOther, uniqueEmail("chain-q")));
    const undoSecond = tokenIn((await mail(p, SUBJECT.changed)).text, "reset-password")!;
    expect((await reset(undoFirst, "first-wins-1")).status).toBe(200);
    expect((await reset(undoSecond, "second-late")).status).toBe(400);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it("while the undo link is open, no other account can take the old address", async () => {
    const a = await account("kept");
    await confirm(await changeLink(a, uniqueEmail("kept-new")));
    const register = await post("/api/account/register", { name: "N", email: a.email, password: "squatter-1" });
    expect(register.status).toBe(409);
    expect(register.body.error.fields).toEqual({ email: "taken" });

    const b = await account("kept-other");
    expect((await askChange(b, a.email)).body).toEqual({ email: a.email });
    expect((await mail(a.email, SUBJECT.taken)).text).not.toContain("confirm-email");
    expect(await getDb().emailChangeToken.count({ where: { newEmail: a.email } })).toBe(0);
  });
});
