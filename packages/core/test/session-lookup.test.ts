// validateSessionToken reads the session and its user in one plain SQL statement (not Prisma):
// unknown and malformed tokens, expiry (the row is deleted), sliding renewal (written back), and
// dates read as UTC whatever the process's time zone.
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { createSession, generateToken, hashToken, SESSION_TTL_MS, userSelect, validateSessionToken } from "@ar/core";
import { createUser, countStatements } from "@ar/devtools/testing";

const DAY = 24 * 60 * 60 * 1000;
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** A session row for the user expiring at `expiresAt`, and its token. */
async function sessionExpiringAt(userId: number, expiresAt: Date): Promise<string> {
  const token = generateToken();
  await getDb().session.create({ data: { id: hashToken(token), userId, expiresAt } });
  return token;
}

describe("validateSessionToken", () => {
  it("answers null for an unknown or malformed token, and sends no query for a malformed one", async () => {
    expect(await validateSessionToken(generateToken())).toBeNull();
    const { statements } = await countStatements(async () => {
      expect(await validateSessionToken("not-a-token")).toBeNull();
      expect(await validateSessionToken("")).toBeNull();
      expect(await validateSessionToken(`${generateToken()}'; DROP TABLE "Session"; --`)).toBeNull();
    });
    expect(statements).toBe(0);
  });

  it("answers the session's user with the same values Prisma reads", async () => {
    const { user } = await createUser({ features: ["arkit", "wishes"], isAdmin: true });
    await getDb().user.update({
      where: { id: user.id },
      data: { cardsBalance: 42, customDomain: "cards.example.com" },
    });
    const { token, expiresAt } = await createSession({ userId: user.id });
    const session = await validateSessionToken(token);
    const fromPrisma = await getDb().user.findUniqueOrThrow({
      where: { id: user.id },
      select: userSelect,
    });
    expect(session).toEqual({ sessionId: hashToken(token), expiresAt, user: fromPrisma, renewed: false });
    expect(session!.user.createdAt).toBeInstanceOf(Date);
  });

  it("reads timestamps as UTC whatever the process's time zone", async () => {
    const { user } = await createUser();
    const expiresAt = new Date(Date.now() + 20 * DAY);
    const token = await sessionExpiringAt(user.id, expiresAt);
    process.env.TZ = "Asia/Kolkata"; // +05:30: a local-time parse would shift the dates
    const session = await validateSessionToken(token);
    expect(session!.expiresAt.toISOString()).toBe(expiresAt.toISOString());
    expect(session!.user.createdAt.toISOString()).toBe(user.createdAt.toISOString());
  });

  it("deletes an expired session and answers null", async () => {
    const { user } = await createUser();
    const token = await sessionExpiringAt(user.id, new Date(Date.now() - 1000));
    expect(await validateSessionToken(token)).toBeNull();
    expect(await getDb().session.findUnique({ where: { id: hashToken(token) } })).toBeNull();
  });

  it("renews a session with less than half its lifetime left, and only then", async () => {
    const { user } = await createUser();
    const oldExpiry = new Date(Date.now() + 10 * DAY);
    const token = await sessionExpiringAt(user.id, oldExpiry);
    const before = Date.now();
    const renewed = await validateSessionToken(token);
    expect(renewed!.renewed).toBe(true);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(renewed!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    const stored = await getDb().session.findUniqueOrThrow({ where: { id: hashToken(token) } });
    expect(stored.expiresAt.toISOString()).toBe(renewed!.expiresAt.toISOString());

    const again = await validateSessionToken(token);
    expect(again!.renewed).toBe(false);
    expect(again!.expiresAt.toISOString()).toBe(renewed!.expiresAt.toISOString());
  });

  it("answers null once the user is deleted (the session goes with it)", async () => {
    const { user } = await createUser();
    const { token } = await createSession({ userId: user.id });
    await getDb().user.delete({ where: { id: user.id } });
    expect(await validateSessionToken(token)).toBeNull();
  });
});
