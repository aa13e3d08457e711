// Sharing by e-mail. Access level "edit": a shared user opens and edits the project; only the
// owner deletes it or shares it further. An unknown e-mail is a clear 404 on the field (no
// invitation mail is sent: docs/decisions/0008).
import { z } from "zod";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { emailField } from "../validation/fields";
import type { Actor } from "../print/collection-access";
import { findProjectFor } from "./project-access";

export type ProjectUserDto = { id: number; name: string; email: string; access: "owner" | "edit" };

export async function listProjectUsers(opts: { actor: Actor; projectId: number }): Promise<ProjectUserDto[]> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const [owner, shared] = await Promise.all([
    getDb().user.findUniqueOrThrow({ where: { id: p.ownerId }, select: { id: true, name: true, email: true } }),
    getDb().arProjectUser.findMany({ where: { projectId: p.id }, include: { user: { select: { id: true, name: true, email: true } } }, orderBy: { createdAt: "asc" } }),
  ]);
  return [{ ...owner, access: "owner" }, ...shared.map((s) => ({ ...s.user, access: "edit" as const }))];
}

export const addProjectUserInput = z.object({ emailToInvite: emailField });

export async function addProjectUser(opts: { actor: Actor; projectId: number; input: unknown }): Promise<ProjectUserDto[]> {
  const { emailToInvite } = addProjectUserInput.parse(opts.input);
  const p = await findProjectFor(opts.actor, opts.projectId, { ownerOnly: true });
  const user = await getDb().user.findUnique({ where: { email: emailToInvite }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", "No user with this e-mail", { fields: { emailToInvite: "not_found" } });
  if (user.id !== p.ownerId) {
    await getDb().arProjectUser.upsert({ where: { projectId_userId: { projectId: p.id, userId: user.id } }, create: { projectId: p.id, userId: user.id }, update: {} });
  }
  return listProjectUsers({ actor: opts.actor, projectId: p.id });
}
