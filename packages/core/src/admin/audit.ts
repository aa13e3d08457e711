import { getDb, type Tx } from "@ar/db";
import type { SessionUser } from "../auth/sessions";

export type AuditEntry = { action: string; targetType: string; targetId?: number; changes?: Record<string, unknown> };

/** Records an admin action; password values never reach `changes` (callers pass "changed"). */
export async function audit(tx: Tx, actor: Pick<SessionUser, "id" | "email">, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      changes: (entry.changes ?? {}) as object,
    },
  });
}

export async function listAudit(opts: { targetType?: string; targetId?: number; limit?: number }) {
  const rows = await getDb().auditLog.findMany({
    where: {
      ...(opts.targetType ? { targetType: opts.targetType } : {}),
      ...(opts.targetId ? { targetId: opts.targetId } : {}),
    },
    orderBy: { createdAt: "desc" },
    take: Math.min(opts.limit ?? 100, 500),
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
