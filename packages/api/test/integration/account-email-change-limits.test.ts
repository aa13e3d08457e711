// The e-mail change, continued (account-email-change.test.ts): confirming ends the account's other
// sessions, the answer is the same whether or not the new address is taken, every request counts
// per account and per new address, and two transactions on one account cannot both win.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { uniqueEmail } from "@ar/devtools/testing";
import { SUBJECT, emailOf, tokenIn, useEmailChangeServer } from "./account-email-change-helpers";

const { post, mail, signIn, signedIn, account, askChange, changeLink, confirm, reset, resetLink } =
  useEmailChangeServer("ar-email-change-limits-");

describe("confirming ends the other sessions", () => {
  it("opened signed in to the account: that session stays, the others end", async () => {
    const a = await account("sessions");
    const other = (await signIn(a.email, a.password))!;
    const link = await changeLink(a, uniqueEmail("sessions-new"));
    expect((await confirm(link, a.session)).status).toBe(200);
    expect(await signedIn(a.session)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });

  it("opened signed out, or signed in to another account: every session of the account ends", async () => {
    const a = await account("sessions-out");
    const aOther = (await signIn(a.email, a.password))!;
    expect((await confirm(await changeLink(a, uniqueEmail("sessions-out-new")))).status).toBe(200);
    expect([await signedIn(a.session), await signedIn(aOther)]).toEqual([false, false]);

    const b = await account("sessions-b");
    const stranger = await account("sessions-stranger");
    expect((await confirm(await changeLink(b, uniqueEmail("sessions-b-new")), stranger.session)).status).toBe(200);
    expect(await signedIn(b.session)).toBe(false);
    expect(await signedIn(stranger.session)).toBe(true);
  });
});

describe("the same answer, and limits", () => {
  it("answers the same whether or not the new address is taken; the mail to a taken one says so", async () => {
    const a = await account("enum");
    const holder = await account("enum-holder");
    const free = uniqueEmail("enum-free");
    const takenAnswer = await askChange(a, holder.email);
    const freeAnswer = await askChange(a, free);
    expect([takenAnswer.status, freeAnswer.status]).toEqual([200, 200]);
    expect(takenAnswer.body).toEqual({ email: holder.email });
    expect(freeAnswer.body).toEqual({ email: free });

    const toHolder = await mail(holder.email, SUBJECT.taken);
    expect(toHolder.text).toContain("already belongs to an account");
    expect(toHolder.text).not.toContain("confirm-email");
    expect(tokenIn((await mail(free, SUBJECT.link)).text, "confirm-email")).toBeDefined();
    expect(await getDb().emailChangeToken.count({ where: { newEmail: holder.email } })).toBe(0);
    expect(await emailOf(holder.id)).toBe(holder.email);
  });

  it("every request counts per account, right password or not", async () => {
    const a = await account("flood");
    const wrong = await post(
      "/api/account/change-email",
      { currentPassword: "not-the-password", email: uniqueEmail("flood") },
      { token: a.session },
    );
    expect(wrong.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await askChange(a, uniqueEmail("flood"))).status);
    expect(statuses).toEqual([...Array(9).fill(200), 429]);
  });

  it("counts per new address, with the other account mails to it", async () => {
    const target = uniqueEmail("mailbox");
    const a = await account("mailbox-a");
    const b = await account("mailbox-b");
    for (let i = 0; i < 3; i++) expect((await askChange(a, target)).status).toBe(200);
    expect((await post("/api/account/forgot-password", { email: target })).status).toBe(200);
    expect((await askChange(b, target)).status).toBe(200);
    const sixth = await askChange(b, target);
    expect(sixth.status).toBe(429);
    expect((await post("/api/account/forgot-password", { email: target })).status).toBe(429);
  });
});

describe("races on one account", () => {
  it("two confirmations of one link: one wins, one undo link is made", async () => {
    const a = await account("race-confirm");
    const next = uniqueEmail("race-confirm-new");
    const link = await changeLink(a, next);
    const answers = await Promise.all([confirm(link), confirm(link)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await emailOf(a.id)).toBe(next);
    expect(await getDb().passwordResetToken.count({ where: { userId: a.id, restoreEmail: a.email } })).toBe(1);
  });

  it("a confirmation against a reset from the old address: never both, and the winner's state holds", async () => {
    for (let round = 0; round < 4; round++) {
      const a = await account(`race-reset-${round}`);
      const next = uniqueEmail(`race-reset-new-${round}`);
      const link = await changeLink(a, next);
      const resetToken = await resetLink(a.email);
      const [confirmed, wasReset] = await Promise.all([confirm(link), reset(resetToken, `reset-pass-${round}`)]);
      const statuses = [confirmed.status, wasReset.status];
      // The loser's link was used up by the winner: a 400, never a 5xx or a deadlock.
      expect(statuses.sort()).toEqual([200, 400]);
      if (confirmed.status === 200) {
        expect(await emailOf(a.id)).toBe(next);
        expect(await signIn(next, a.password)).toBeDefined();
      } else {
        expect(await emailOf(a.id)).toBe(a.email);
        expect(await signIn(a.email, `reset-pass-${round}`)).toBeDefined();
      }
    }
  });
});
