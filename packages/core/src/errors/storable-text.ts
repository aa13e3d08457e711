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

type Node = { value: unknown; key: string; parent: Node | null };
const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join(".");
};

/**
 * The first field of a value (any JSON shape) holding text PostgreSQL cannot store, or null.
 * Iterative, with paths built only for the answer: a body may nest thousands of levels deep.
 */
export function findUnstorableText(value: unknown): { field: string; problem: TextProblem } | null {
  const stack: Node[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === "string") {
      const problem = textProblem(node.value);
      if (problem) return { field: pathOf(node) || "input", problem };
      continue;
    }
    if (node.value === null || typeof node.value !== "object") continue;
    const entries = Object.entries(node.value);
    for (const [k] of entries) {
      const problem = textProblem(k);
      if (problem) return { field: node.parent ? `${pathOf(node)}.${printable(k)}` : "input", problem };
    }
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
  }
  return null;
}

/** Refuses a value (any JSON shape) holding text PostgreSQL cannot store, naming the first field. */
export function assertStorableText(value: unknown): void {
  const found = findUnstorableText(value);
  if (found) throw new AppError("BAD_REQUEST", MESSAGES[found.problem], { fields: { [found.field]: "invalid" } });
}

/** The same check for one named text (a multipart field, a file name). */
export function assertStorableField(field: string, text: string): void {
  const problem = textProblem(text);
  if (problem)
    throw new AppError("BAD_REQUEST", MESSAGES[problem], { fields: { [printable(field) || "input"]: "invalid" } });
}
