// Rate limits for the unauthenticated account actions besides sign-in (which has its own throttle,
// throttle.ts): registration and e-mail confirmation, per client IP. Kept in PostgreSQL like the
// sign-in throttle, so every web process sees the same counts. An attempt is taken — checked and
// counted in one transaction under an advisory lock on the action and key — before the work is
// done, so concurrent requests cannot all read "under the limit". Registration counts every
// attempt that passed validation (each one hashes a password and may send a mail); confirmation
// gives the attempt back when the link was right (guessing tokens is what it stops).
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { lockedTransaction } from "./locked-transaction";

export type RateLimitedAction =
  | "register"
  | "confirm-mail"
  | "account-mail-ip"
  | "account-mail-address"
  | "reset-password"
  | "change-credentials"
  | "email-change-account"
  | "share-project"
  | "card-media-upload"
  | "card-media-collection"
  | "card-wish-save"
  | "collection-duplicate"
  | "promo-account"
  | "promo-ip";

export const RATE_LIMITS: Record<RateLimitedAction, { limit: number; windowMs: number }> = {
  register: { limit: 10, windowMs: 60 * 60 * 1000 },
  "confirm-mail": { limit: 20, windowMs: 15 * 60 * 1000 },
  /** "Send the confirmation again" and "Forgot password?", per client IP (account-mail.ts). */
  "account-mail-ip": { limit: 10, windowMs: 60 * 60 * 1000 },
  /**
   * The same two, per address whether or not it has an account: no flooding one mailbox. An
   * e-mail change counts here for its new address too, so no door mails an address more often.
   */
  "account-mail-address": { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Reset-link guesses, per client IP; a right link gives its attempt back (password-reset.ts). */
  "reset-password": { limit: 20, windowMs: 15 * 60 * 1000 },
  /** Wrong current passwords when a signed-in person changes password or e-mail, per account. */
  "change-credentials": { limit: 10, windowMs: 60 * 60 * 1000 },
  /**
   * Every e-mail change asked for, per account, right password or not (email-change.ts): each one
   * mails the new address and the old. The new address also counts in "account-mail-address".
   * The same allowance as "account-mail-ip": the account is the asker here.
   */
  "email-change-account": { limit: 10, windowMs: 60 * 60 * 1000 },
  /** Invitations to AR projects, per sharing account (ar-projects/sharing.ts): no inviting addresses in bulk. */
  "share-project": { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Wish videos and photos from the card viewer, per client IP (cards/wish-media.ts). */
  "card-media-upload": { limit: 20, windowMs: 60 * 60 * 1000 },
  /**
   * Wish uploads of all the cards of one collection, per 24 hours (cards/wish-upload-bounds.ts): about
   * a hundred cards filled in a day with two retakes each; at most 300 × 60 MB received and 300 video
   * compressions a day for whoever holds one card id, whatever addresses they use.
   */
  "card-media-collection": { limit: 300, windowMs: 24 * 60 * 60 * 1000 },
  /** Wish saves from the card viewer, per client IP (cards/save-wish.ts). */
  "card-wish-save": { limit: 60, windowMs: 60 * 60 * 1000 },
  /** Collection duplicates, per account (cards/collection-archive.ts): each copies its design images. */
  "collection-duplicate": { limit: 30, windowMs: 60 * 60 * 1000 },
  /**
   * Promo codes that cannot be used, tried through the price or the purchase, per account and per
   * client IP (promo/promo-attempt.ts); a usable code gives its attempt back. Room for a few codes
   * typed slowly (each pause is a request for a partial code) and for an office behind one IP.
   */
  "promo-account": { limit: 30, windowMs: 60 * 60 * 1000 },
  "promo-ip": { limit: 100, windowMs: 60 * 60 * 1000 },
};

/**
 * Counts one attempt, or throws TOO_MANY_REQUESTS (with retryAfterSeconds) when the key used up
 * the action's window. Returns the event's id for giveBackRateLimit.
 */
export async function takeRateLimit(action: RateLimitedAction, key: string): Promise<bigint> {
  const { limit, windowMs } = RATE_LIMITS[action];
  return lockedTransaction([`rate-limit:${action}:${key}`], async (tx) => {
    const since = new Date(Date.now() - windowMs);
    await tx.rateLimitEvent.deleteMany({ where: { action, key, createdAt: { lte: since } } });
    const recent = await tx.rateLimitEvent.findMany({
      where: { action, key, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { createdAt: true },
    });
    if (recent.length >= limit) {
      const oldest = recent[recent.length - 1]!.createdAt.getTime();
      throw new AppError("TOO_MANY_REQUESTS", "Too many attempts, try again later", {
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000)),
      });
    }
    const event = await tx.rateLimitEvent.create({
      data: { action, key, createdAt: new Date() },
      select: { id: true },
    });
    return event.id;
  });
}

/** The attempt turned out not to count (e.g. a right confirmation link). */
export async function giveBackRateLimit(id: bigint): Promise<void> {
  await getDb().rateLimitEvent.deleteMany({ where: { id } });
}
