// What the Google return page says when the server refuses the sign-in: the two refusals a person
// can act on (packages/core sign-by-google.ts) get their own text, anything else the generic one.
import { readApiError } from "./api-error";

export type GoogleFailureKey = "auth.googleUnverified" | "auth.googleLinkedElsewhere" | "auth.googleFailed";

export function googleFailureKey(err: unknown): GoogleFailureKey {
  const { fields } = readApiError(err);
  if (fields.email === "not_verified") return "auth.googleUnverified";
  if (fields.email === "linked_elsewhere") return "auth.googleLinkedElsewhere";
  return "auth.googleFailed";
}
