import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no l, o, 0, 1: readable when printed

/** A public card id: 16 characters, 80 random bits — printed in QR codes, never guessable. */
export function newCardId(): string {
  return [...randomBytes(16)].map((b) => ALPHABET[b % 32]).join("");
}
