// Sharing by e-mail, with the invitee's consent (docs/decisions/0013). The owner names an address;
// that becomes an invitation, the same whether the address has an account or not, so the owner
// learns nothing about it (no name, no "no such user") and cannot put a project in anyone's list.
// Whoever signs in with that address sees the invitation on their project list and accepts it
// (access level "edit": opens and edits the project, docs/decisions/0008) or declines it. Only the
// owner shares, at most RATE_LIMITS["share-project"] invitations an hour.
import { z } from "zod";
import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";
import { emailField } from "../validation/fields";
import { takeRateLimit } from "../account/rate-limit";
import type { Actor } from "../print/collection-access";
import { findProjectFor } from "./project-access";
import type { ProjectType } from "./project-dto";

/** `invited`: an invitation not yet accepted, shown by the address the owner typed (no name). */
export type ProjectUserDto = { id: number | null; name: string; email: string; access: "owner" | "edit" | "invited" };

export async function listProjectUsers(opts: { actor: Actor; projectId: number }): Promise<ProjectUserDto[]> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const db = getDb();
  const [owner, shared, invited] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: p.ownerId }, select: { id: true, name: true, email: true } }),
    db.arProjectUser.findMany({ where: { projectId: p.id }, include: { user: { select: { id: true, name: true, email: true } } }, orderBy: { createdAt: "asc" } }),
    db.arProjectInvitation.findMany({ where: { projectId: p.id }, select: { email: true }, orderBy: { createdAt: "asc" } }),
  ]);
  return [
    { ...owner, access: "owner" },
    ...shared.map((s) => ({ ...s.user, access: "edit" as const })),
    ...invited.map((i) => ({ id: null, name: "", email: i.email, access: "invited" as const })),
  ];
}

export const addProjectUserInput = z.object({ emailToInvite: emailField });

/** Invites an address; the answer is the same list whoever owns the address, or nobody. */
export async function addProjectUser(opts: { actor: Actor; projectId: number; input: unknown }): Promise<ProjectUserDto[]> {
  const { emailToInvite } = addProjectUserInput.parse(opts.input);
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  await takeRateLimit("share-project", `user:${opts.actor.id}`);
  const db = getDb();
  const user = await db.user.findUnique({ where: { email: emailToInvite }, select: { id: true } });
  // The owner and those already in are listed by name: there is nothing to invite them to.
  const alreadyIn = user && (user.id === p.ownerId || (await db.arProjectUser.findUnique({ where: { projectId_userId: { projectId: p.id, userId: user.id } } })));
  if (!alreadyIn) {
    await db.arProjectInvitation.upsert({ where: { projectId_email: { projectId: p.id, email: emailToInvite } }, create: { projectId: p.id, email: emailToInvite }, update: {} });
  }
  return listProjectUsers({ actor: opts.actor, projectId: p.id });
}

export type ProjectInvitationDto = { id: number; projectId: number; projectType: ProjectType; projectName: string | null; ownerName: string; ownerEmail: string; createdAt: string };

type Invitee = Actor & { email: string };

/** The invitations addressed to the signed-in user's e-mail, newest first. */
export async function listMyInvitations(opts: { actor: Invitee }): Promise<ProjectInvitationDto[]> {
  const rows = await getDb().arProjectInvitation.findMany({
    where: { email: opts.actor.email.toLowerCase() },
    include: { project: { select: { id: true, type: true, name: true, owner: { select: { name: true, email: true } } } } },
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

export const answerInvitationInput = z.object({ invitationId: z.number().int().positive().max(2_147_483_647), accept: z.boolean() });

/** Accepting makes the user one of the project's users; either answer removes the invitation. Someone else's invitation is 404. */
export async function answerInvitation(opts: { actor: Invitee; input: unknown }): Promise<{ projectId: number; accepted: boolean }> {
  const { invitationId, accept } = answerInvitationInput.parse(opts.input);
  return getDb().$transaction(async (tx) => {
    const invitation = await tx.arProjectInvitation.findUnique({ where: { id: invitationId }, include: { project: { select: { ownerId: true } } } });
    if (!invitation || invitation.email !== opts.actor.email.toLowerCase()) throw notFound("No such invitation");
    await tx.arProjectInvitation.delete({ where: { id: invitation.id } });
    if (accept && invitation.project.ownerId !== opts.actor.id) {
      await tx.arProjectUser.upsert({ where: { projectId_userId: { projectId: invitation.projectId, userId: opts.actor.id } }, create: { projectId: invitation.projectId, userId: opts.actor.id }, update: {} });
    }
    return { projectId: invitation.projectId, accepted: accept };
  });
}
