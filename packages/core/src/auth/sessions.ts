// Sessions: 30-day sliding expiry (renewed when less than half is left), deleted on logout, all of
// a user's sessions revoked when the password changes.
import { getDb, type Tx } from "@ar/db";
import { generateToken, hashToken } from "./tokens";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  features: string[];
  cardsBalance: number;
  customDomain: string | null;
  createdAt: Date;
};

export type ValidSession = { sessionId: string; expiresAt: Date; user: SessionUser; renewed: boolean };

export async function createSession(opts: { userId: number; tx?: Tx }): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await (opts.tx ?? getDb()).session.create({ data: { id: hashToken(token), userId: opts.userId, expiresAt } });
  return { token, expiresAt };
}

export async function validateSessionToken(token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const db = getDb();
  const sessionId = hashToken(token);
  const row = await db.session.findUnique({
    where: { id: sessionId },
    select: {
      expiresAt: true,
      user: { select: { id: true, name: true, email: true, isAdmin: true, features: true, cardsBalance: true, customDomain: true, createdAt: true } },
    },
  });
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await db.session.deleteMany({ where: { id: sessionId } });
    return null;
  }
  let expiresAt = row.expiresAt;
  const renewed = expiresAt.getTime() - now < SESSION_TTL_MS / 2;
  if (renewed) {
    expiresAt = new Date(now + SESSION_TTL_MS);
    await db.session.update({ where: { id: sessionId }, data: { expiresAt } });
  }
  return { sessionId, expiresAt, user: row.user, renewed };
}

export async function invalidateSession(sessionId: string): Promise<void> {
  await getDb().session.deleteMany({ where: { id: sessionId } });
}

export async function invalidateUserSessions(opts: { userId: number; tx?: Tx }): Promise<void> {
  await (opts.tx ?? getDb()).session.deleteMany({ where: { userId: opts.userId } });
}
