// Who else has a project open (issue 22, docs/decisions/0027). Each open editor tab calls the
// heartbeat every PRESENCE_HEARTBEAT_SECONDS; a tab silent for PRESENCE_EXPIRY_SECONDS (closed,
// crashed, offline) no longer counts. Only people with access to the project can beat or read,
// and a row whose person has lost access is not shown. The answer also carries each scene's
// version and the code's, so an editor learns that someone saved a scene or the code without
// reloading the whole project.
import { z } from "zod";
import { getDb } from "@ar/db";
import type { Actor } from "../auth/actor";
import { findProjectFor } from "./project-access";

export const PRESENCE_HEARTBEAT_SECONDS = 10;
export const PRESENCE_EXPIRY_SECONDS = 30;

export const presenceInput = z.object({ tabId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "invalid" }) });

export type PresenceEditor = { userId: number; name: string; email: string; tabs: number; you: boolean };
export type PresenceDto = {
  editors: PresenceEditor[];
  scenes: { id: number; version: number }[];
  /** The saved version of a code project's code (0 until its first save): a code tab not editing reloads on a newer one. */
  codeVersion: number;
  heartbeatSeconds: number;
};

/** Records this tab as present and answers the other tabs open on the project (the caller's own other tabs marked `you`). */
export async function heartbeatPresence(opts: {
  actor: Actor;
  projectId: number;
  input: unknown;
}): Promise<PresenceDto> {
  const { tabId } = presenceInput.parse(opts.input ?? {});
  const p = await findProjectFor(opts.actor, opts.projectId);
  const db = getDb();
  await db.arProjectPresence.upsert({
    where: { projectId_userId_tabId: { projectId: p.id, userId: opts.actor.id, tabId } },
    create: { projectId: p.id, userId: opts.actor.id, tabId },
    update: { seenAt: new Date() },
  });
  const since = new Date(Date.now() - PRESENCE_EXPIRY_SECONDS * 1000);
  const [rows, members, scenes] = await Promise.all([
    db.arProjectPresence.findMany({
      where: { projectId: p.id, seenAt: { gt: since }, NOT: { userId: opts.actor.id, tabId } },
      select: { seenAt: true, user: { select: { id: true, name: true, email: true, isAdmin: true } } },
      orderBy: [{ seenAt: "asc" }],
    }),
    db.arProjectUser.findMany({ where: { projectId: p.id }, select: { userId: true } }),
    db.scene.findMany({ where: { projectId: p.id }, select: { id: true, version: true }, orderBy: { id: "asc" } }),
  ]);
  const allowed = new Set([p.ownerId, ...members.map((m) => m.userId)]);
  const byUser = new Map<number, PresenceEditor>();
  for (const { user } of rows) {
    if (!allowed.has(user.id) && !user.isAdmin) continue;
    const seen = byUser.get(user.id);
    if (seen) seen.tabs += 1;
    else
      byUser.set(user.id, {
        userId: user.id,
        name: user.name,
        email: user.email,
        tabs: 1,
        you: user.id === opts.actor.id,
      });
  }
  // Old rows of this project go now and then (cheap: the index is on projectId, seenAt).
  if (Math.random() < 0.1)
    await db.arProjectPresence.deleteMany({
      where: { projectId: p.id, seenAt: { lt: new Date(Date.now() - PRESENCE_EXPIRY_SECONDS * 1000) } },
    });
  return {
    editors: [...byUser.values()],
    scenes,
    codeVersion: p.codeVersion,
    heartbeatSeconds: PRESENCE_HEARTBEAT_SECONDS,
  };
}

/** The tab closed its editor: it stops counting at once instead of after the expiry. */
export async function leavePresence(opts: {
  actor: Actor;
  projectId: number;
  input: unknown;
}): Promise<{ left: true }> {
  const { tabId } = presenceInput.parse(opts.input ?? {});
  const p = await findProjectFor(opts.actor, opts.projectId);
  await getDb().arProjectPresence.deleteMany({ where: { projectId: p.id, userId: opts.actor.id, tabId } });
  return { left: true };
}
