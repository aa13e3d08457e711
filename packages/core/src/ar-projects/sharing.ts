// Sharing by e-mail, with the invitee's consent (docs/decisions/0013). The owner names an address;
// that becomes an invitation, the same whether the address has an account or not, so the owner
// learns nothing about it (no name, no "no such user") and cannot put a project in anyone's list.
// Whoever signs in with that address sees the invitation on their project list and accepts it
// (access level "edit": opens and edits the project, docs/decisions/0008) or declines it. Only the
// owner shares, at most RATE_LIMITS["share-project"] invitations an hour.
import { z } from "zod";
import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import { emailField } from "../validation/fields";
import { takeRateLimit } from "../account/rate-limit";
import type { Actor } from "../auth/actor";
import { findProjectFor } from "./project-access";
import type { ProjectType } from "./project-dto";

/** `invited`: an invitation not yet accepted, shown by the address the owner typed (no name). */
export type ProjectUserDto = { id: number | null; name: string; email: string; access: "owner" | "edit" | "invited" };

export async function listProjectUsers(opts: { actor: Actor; projectId: number }): Promise<ProjectUserDto[]> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const db = getDb();
  const [owner, shared, invited] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: p.ownerId }, select: { id: true, name: true, email: true } }),
    db.arProjectUser.findMany({
      where: { projectId: p.id },
      include: { user: { select: { id: true, name: true, email: true } } },
      orderBy: { createdAt: "asc" },
    }),
    db.arProjectInvitation.findMany({
      where: { projectId: p.id },
      select: { email: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  return [
    { ...owner, access: "owner" },
    ...shared.map((s) => ({ ...s.user, access: "edit" as const })),
    ...invited.map((i) => ({ id: null, name: "", email: i.email, access: "invited" as const })),
  ];
}

export const addProjectUserInput = z.object({ emailToInvite: emailField });

/** Invites an address; the answer is the same list whoever owns the address, or nobody. */
export async function addProjectUser(opts: {
  actor: Actor;
  projectId: number;
  input: unknown;
}): Promise<ProjectUserDto[]> {
  const { emailToInvite } = addProjectUserInput.parse(opts.input);
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  const db = getDb();
  const user = await db.user.findUnique({ where: { email: emailToInvite }, select: { id: true } });
  // Only the owner shares, so this is the owner's own address: say so instead of "now has access".
  if (user?.id === p.ownerId)
    throw new AppError("BAD_REQUEST", "This is your own address: you own the project", {
      fields: { emailToInvite: "self" },
    });
  await takeRateLimit("share-project", `user:${opts.actor.id}`);
  // The owner and those already in are listed by name: there is nothing to invite them to.
  const alreadyIn =
    user &&
    (user.id === p.ownerId ||
      (await db.arProjectUser.findUnique({ where: { projectId_userId: { projectId: p.id, userId: user.id } } })));
  if (!alreadyIn) {
    await db.arProjectInvitation.upsert({
      where: { projectId_email: { projectId: p.id, email: emailToInvite } },
      create: { projectId: p.id, email: emailToInvite },
      update: {},
    });
  }
  return listProjectUsers({ actor: opts.actor, projectId: p.id });
}

export type ProjectInvitationDto = {
  id: number;
  projectId: number;
  projectType: ProjectType;
  projectName: string | null;
  ownerName: string;
  ownerEmail: string;
  createdAt: string;
};

type Invitee = Actor & { email: string };

/** The invitations addressed to the signed-in user's e-mail, newest first. */
export async function listMyInvitations(opts: { actor: Invitee }): Promise<ProjectInvitationDto[]> {
  const rows = await getDb().arProjectInvitation.findMany({
    where: { email: opts.actor.email.toLowerCase() },
    include: {
      project: { select: { id: true, type: true, name: true, owner: { select: { name: true, email: true } } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project.id,
    projectType: r.project.type,
    projectName: r.project.name,
    ownerName: r.project.owner.name,
    ownerEmail: r.project.owner.email,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const answerInvitationInput = z.object({
  invitationId: z.number().int().positive().max(2_147_483_647),
  accept: z.boolean(),
});

/** Accepting makes the user one of the project's users; either answer removes the invitation. Someone else's invitation is 404. */
export async function answerInvitation(opts: {
  actor: Invitee;
  input: unknown;
}): Promise<{ projectId: number; accepted: boolean }> {
  const { invitationId, accept } = answerInvitationInput.parse(opts.input);
  return getDb().$transaction(async (tx) => {
    const invitation = await tx.arProjectInvitation.findUnique({
      where: { id: invitationId },
      include: { project: { select: { ownerId: true } } },
    });
    if (!invitation || invitation.email !== opts.actor.email.toLowerCase()) throw notFound("No such invitation");
    await tx.arProjectInvitation.delete({ where: { id: invitation.id } });
    if (accept && invitation.project.ownerId !== opts.actor.id) {
      await tx.arProjectUser.upsert({
        where: { projectId_userId: { projectId: invitation.projectId, userId: opts.actor.id } },
        create: { projectId: invitation.projectId, userId: opts.actor.id },
        update: {},
      });
    }
    return { projectId: invitation.projectId, accepted: accept };
  });
}

export const removeProjectUserInput = z.union([
  z.object({ userId: z.number().int().positive().max(2_147_483_647) }).strict(),
  z.object({ email: emailField }).strict(),
]);

/**
 * The owner takes access back: from a user who accepted (by id) or from an open invitation (by
 * the address the owner typed). Only the owner may (404 for editors and strangers, as for sharing);
 * the owner cannot remove themselves (`self`), and someone not on the list is 404. Projects keep
 * no audit log of their own (the admin audit covers accounts and payments), so nothing is written.
 */
export async function removeProjectUser(opts: {
  actor: Actor;
  projectId: number;
  input: unknown;
}): Promise<ProjectUserDto[]> {
  const input = removeProjectUserInput.parse(opts.input);
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  const db = getDb();
  if ("userId" in input) {
    if (input.userId === p.ownerId)
      throw new AppError("BAD_REQUEST", "The owner keeps access to their project", { fields: { userId: "self" } });
    const removed = await db.arProjectUser.deleteMany({ where: { projectId: p.id, userId: input.userId } });
    if (removed.count === 0) throw notFound("This person has no access to the project");
  } else {
    const removed = await db.arProjectInvitation.deleteMany({ where: { projectId: p.id, email: input.email } });
    if (removed.count === 0) throw notFound("There is no invitation for this address");
  }
  return listProjectUsers({ actor: opts.actor, projectId: p.id });
}
