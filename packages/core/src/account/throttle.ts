// Sign-in throttling, kept in PostgreSQL so every web process sees the same counts:
// 5 failed attempts per e-mail per 15 minutes, and a ceiling per IP; a success clears the e-mail.
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 50;

function retryAfter(oldest: Date | undefined): number {
  if (!oldest) return Math.ceil(THROTTLE_WINDOW_MS / 1000);
  return Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - Date.now()) / 1000));
}

export async function assertNotThrottled(opts: { email: string; ip: string }): Promise<void> {
  const db = getDb();
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  for (const [field, limit] of [["email", MAX_FAILURES_PER_EMAIL], ["ip", MAX_FAILURES_PER_IP]] as const) {
    const where = { [field]: opts[field], createdAt: { gt: since } };
    const recent = await db.loginAttempt.findMany({ where, orderBy: { createdAt: "desc" }, take: limit, select: { createdAt: true } });
    if (recent.length >= limit) {
      throw new AppError("TOO_MANY_REQUESTS", "Too many sign-in attempts, try again later", {
        retryAfterSeconds: retryAfter(recent[recent.length - 1]?.createdAt),
      });
    }
  }
}

export async function recordFailedLogin(opts: { email: string; ip: string }): Promise<void> {
  await getDb().loginAttempt.create({ data: { email: opts.email, ip: opts.ip } });
}

export async function clearFailedLogins(opts: { email: string }): Promise<void> {
  await getDb().loginAttempt.deleteMany({ where: { email: opts.email } });
}
