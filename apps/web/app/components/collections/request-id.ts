// The requestId of cards.generate: a retry with the same id returns the first batch instead of
// making (and charging) a second one (docs/decisions/0006).
export function newRequestId(): string {
  // randomUUID exists only in secure contexts (https or localhost); a console opened over plain
  // http on another host still needs an id.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
