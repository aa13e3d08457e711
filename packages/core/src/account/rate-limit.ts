// Rate limits for the unauthenticated account actions besides sign-in (which has its own
// per-e-mail throttle, throttle.ts): registration and e-mail confirmation, per client IP. Kept in
// PostgreSQL like the sign-in throttle, so every web process sees the same counts. Registration
// counts every attempt that passed validation (each one hashes a password and may send a mail);
// confirmation counts wrong or expired links only (guessing tokens is what it stops).
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";

export type RateLimitedAction = "register" | "confirm-mail";

export const RATE_LIMITS: Record<RateLimitedAction, { limit: number; windowMs: number }> = {
  register: { limit: 10, windowMs: 60 * 60 * 1000 },
  "confirm-mail": { limit: 20, windowMs: 15 * 60 * 1000 },
};

/** Throws TOO_MANY_REQUESTS (with retryAfterSeconds) when the key used up the action's window. */
export async function assertUnderRateLimit(action: RateLimitedAction, key: string): Promise<void> {
  const { limit, windowMs } = RATE_LIMITS[action];
  const recent = await getDb().rateLimitEvent.findMany({
    where: { action, key, createdAt: { gt: new Date(Date.now() - windowMs) } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  if (recent.length < limit) return;
  const oldest = recent[recent.length - 1]!.createdAt.getTime();
  throw new AppError("TOO_MANY_REQUESTS", "Too many attempts, try again later", {
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000)),
  });
}

/** Counts one attempt and drops this key's events that left the window. */
export async function recordRateLimitEvent(action: RateLimitedAction, key: string): Promise<void> {
  const { windowMs } = RATE_LIMITS[action];
  const db = getDb();
  await db.rateLimitEvent.deleteMany({ where: { action, key, createdAt: { lte: new Date(Date.now() - windowMs) } } });
  await db.rateLimitEvent.create({ data: { action, key } });
}
