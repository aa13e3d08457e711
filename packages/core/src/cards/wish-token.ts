// The wish token: whoever saved a card's wish first gets a random token (32 bytes, base64url),
// shown once; only its SHA-256 is stored (Card.wishTokenHash), as for sessions. The token holder
// may change the wish for WISH_EDIT_HOURS, then the card locks for good (until the creator resets it).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const WISH_EDIT_HOURS = 24;
/** The request header the viewer sends the token in. */
export const WISH_TOKEN_HEADER = "x-wish-token";

export function newWishToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashWishToken(token) };
}

export function hashWishToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one whose hash is stored (constant time; a missing or odd token is not). */
export function wishTokenMatches(token: string | null | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash || token.length > 100) return false;
  const a = Buffer.from(hashWishToken(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token holder's window: open while `until` lies ahead. */
export function withinEditWindow(until: Date | null, now = new Date()): boolean {
  return until !== null && until.getTime() > now.getTime();
}

export function editWindowEnd(from = new Date()): Date {
  return new Date(from.getTime() + WISH_EDIT_HOURS * 3_600_000);
}
