// Sign-in throttling (docs/decisions/0015-sign-in-throttling.md), kept in PostgreSQL so every web
// process sees the same counts. An attempt is reserved — counted as a failure — before the password
// is checked, under advisory locks on the account and the IP, so concurrent requests cannot all
// read "no failures yet". Three keys, each with a free allowance and then a growing delay:
// - account and IP: a guesser's failures delay that IP only, never the owner signing in elsewhere;
// - IP: one address spraying many accounts;
// - account: guessing spread over many IPs; IPs the owner signed in from recently are exempt, so
//   such an attack cannot lock the owner out of their usual places.
import { getDb, type Tx } from "@ar/db";
import { AppError } from "../errors/app-error";
import { lockedTransaction } from "./locked-transaction";

export type ThrottlePolicy = { windowMs: number; free: number; baseDelayMs: number; maxDelayMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SIGN_IN_THROTTLE = {
  accountAndIp: { windowMs: 24 * HOUR, free: 5, baseDelayMs: MINUTE, maxDelayMs: HOUR },
  ip: { windowMs: HOUR, free: 50, baseDelayMs: 10_000, maxDelayMs: 15 * MINUTE },
  account: { windowMs: HOUR, free: 100, baseDelayMs: 10_000, maxDelayMs: 15 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

/** How long a successful sign-in keeps its IP exempt from the per-account limit. */
export const KNOWN_IP_MS = 30 * 24 * HOUR;

/**
 * Milliseconds still to wait: none within the free allowance, then the base delay after the latest
 * failure, doubling with each further failure, up to the policy's maximum.
 */
export function throttleWaitMs(policy: ThrottlePolicy, failures: number, latest: Date | null, now: number): number {
  if (failures < policy.free || !latest) return 0;
  const delay = Math.min(policy.baseDelayMs * 2 ** Math.min(failures - policy.free, 30), policy.maxDelayMs);
  return Math.max(0, latest.getTime() + delay - now);
}

async function failuresSince(tx: Tx, where: { email?: string; ip?: string }, since: number) {
  const agg = await tx.loginAttempt.aggregate({
    where: { ...where, succeeded: false, createdAt: { gt: new Date(since) } },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  return { failures: agg._count._all, latest: agg._max.createdAt };
}

/**
 * Reserves one sign-in attempt, or throws TOO_MANY_REQUESTS (with retryAfterSeconds). The returned
 * id is a failure until recordSignInSuccess or releaseSignInAttempt says otherwise.
 */
export async function reserveSignInAttempt(opts: { email: string; ip: string }): Promise<bigint> {
  const { email, ip } = opts;
  // Always the account before the IP: two attempts never wait for each other's second lock.
  return lockedTransaction([`sign-in:account:${email}`, `sign-in:ip:${ip}`], async (tx) => {
    const now = Date.now();
    await tx.loginAttempt.deleteMany({
      where: { OR: [{ email }, { ip }], createdAt: { lt: new Date(now - KNOWN_IP_MS) } },
    });
    const { accountAndIp, ip: perIp, account } = SIGN_IN_THROTTLE;
    const pair = await failuresSince(tx, { email, ip }, now - accountAndIp.windowMs);
    const byIp = await failuresSince(tx, { ip }, now - perIp.windowMs);
    const byAccount = await failuresSince(tx, { email }, now - account.windowMs);
    let wait = Math.max(
      throttleWaitMs(accountAndIp, pair.failures, pair.latest, now),
      throttleWaitMs(perIp, byIp.failures, byIp.latest, now),
    );
    const accountWait = throttleWaitMs(account, byAccount.failures, byAccount.latest, now);
    if (accountWait > wait) {
      const known = await tx.loginAttempt.findFirst({
        where: { email, ip, succeeded: true, createdAt: { gt: new Date(now - KNOWN_IP_MS) } },
        select: { id: true },
      });
      if (!known) wait = accountWait;
    }
    if (wait > 0) {
      throw new AppError("TOO_MANY_REQUESTS", "Too many sign-in attempts, try again later", {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    const row = await tx.loginAttempt.create({ data: { email, ip, createdAt: new Date(now) }, select: { id: true } });
    return row.id;
  });
}

/**
 * The right password: this IP's failures on the account are forgiven (others' are not, so the
 * owner's success does not reset a guesser's delay) and the IP is remembered as the owner's.
 */
export async function recordSignInSuccess(opts: { email: string; ip: string }): Promise<void> {
  await getDb().$transaction([
    getDb().loginAttempt.deleteMany({ where: { email: opts.email, ip: opts.ip } }),
    getDb().loginAttempt.create({ data: { email: opts.email, ip: opts.ip, succeeded: true, createdAt: new Date() } }),
  ]);
}

/** The attempt was not a wrong guess (the password was right, the account not usable yet). */
export async function releaseSignInAttempt(id: bigint): Promise<void> {
  await getDb().loginAttempt.deleteMany({ where: { id } });
}
