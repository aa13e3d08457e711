// Sessions: 30-day sliding expiry (renewed when less than half is left), deleted on logout, all of
// a user's sessions revoked when the password changes.
import { getDb, sqlRow, sqlStatement, type Tx } from "@ar/db";
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

// Runs on every authenticated request, so it is one plain SQL statement
// (docs/decisions/0010-hot-reads-in-sql.md); the rare expiry delete and renewal stay on Prisma.
const sessionWithUser = sqlStatement<SessionUser & { expiresAt: Date }>(
  "session-with-user",
  `SELECT s."expiresAt", u.id, u.name, u.email, u."isAdmin", u.features, u."cardsBalance", u."customDomain", u."createdAt"
   FROM "Session" s JOIN "User" u ON u.id = s."userId"
   WHERE s.id = $1`,
);

export async function validateSessionToken(token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const row = await sqlRow(sessionWithUser, [sessionId]);
  if (!row) return null;
  const { expiresAt: storedExpiry, ...user } = row;
  const now = Date.now();
  if (storedExpiry.getTime() <= now) {
    await getDb().session.deleteMany({ where: { id: sessionId } });
    return null;
  }
  let expiresAt = storedExpiry;
  const renewed = expiresAt.getTime() - now < SESSION_TTL_MS / 2;
  if (renewed) {
    expiresAt = new Date(now + SESSION_TTL_MS);
    await getDb().session.update({ where: { id: sessionId }, data: { expiresAt } });
  }
  return { sessionId, expiresAt, user, renewed };
}

export async function invalidateSession(sessionId: string): Promise<void> {
  await getDb().session.deleteMany({ where: { id: sessionId } });
}

export async function invalidateUserSessions(opts: { userId: number; tx?: Tx }): Promise<void> {
  await (opts.tx ?? getDb()).session.deleteMany({ where: { userId: opts.userId } });
}
