// Text that PostgreSQL cannot store would fail deep in a query as an internal error: the NUL
// character (text columns refuse it) and a lone UTF-16 surrogate (not a Unicode character, so it
// has no UTF-8 form; JSON columns refuse its escape). Input is checked once at each door instead
// (tRPC and REST through the procedures' middleware, multipart fields where they are read),
// naming the field.
import { AppError } from "./app-error";

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = "nul" | "surrogate";

export function textProblem(text: string): TextProblem | null {
  if (text.includes("\u0000")) return "nul";
  return LONE_SURROGATE.test(text) ? "surrogate" : null;
}

const MESSAGES: Record<TextProblem, string> = {
  nul: "Text must not contain NUL characters",
  surrogate: "Text must be valid Unicode (it contains a lone surrogate)",
};

/** A key as it can be named in an error body (itself without the characters it is refused for). */
const printable = (key: string) => key.replace(/\u0000/g, "").replace(new RegExp(LONE_SURROGATE.source, "g"), "");

function findProblem(value: unknown, path: string, depth: number): { field: string; problem: TextProblem } | null {
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { field: path || "input", problem } : null;
  }
  if (depth > 50 || value === null || typeof value !== "object") return null;
  for (const [k, v] of Object.entries(value)) {
    const keyProblem = textProblem(k);
    if (keyProblem) return { field: path ? `${path}.${printable(k)}` : "input", problem: keyProblem };
    const found = findProblem(v, path ? `${path}.${k}` : k, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a value (any JSON shape) holding text PostgreSQL cannot store, naming the first field. */
export function assertStorableText(value: unknown): void {
  const found = findProblem(value, "", 0);
  if (found) throw new AppError("BAD_REQUEST", MESSAGES[found.problem], { fields: { [found.field]: "invalid" } });
}

/** The same check for one named text (a multipart field, a file name). */
export function assertStorableField(field: string, text: string): void {
  const problem = textProblem(text);
  if (problem) throw new AppError("BAD_REQUEST", MESSAGES[problem], { fields: { [printable(field) || "input"]: "invalid" } });
}
