// PostgreSQL text columns cannot hold the NUL character: a string carrying one would fail deep in
// a query as an internal error. Input is checked once at the door instead, naming the field.
import { AppError } from "./app-error";

function findNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "input" : null;
  if (depth > 50 || value === null || typeof value !== "object") return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes("\u0000")) return path ? `${path}.${k.replace(/\u0000/g, "")}` : "input";
    const found = findNul(v, path ? `${path}.${k}` : k, depth + 1);
    if (found) return found;
  }
  return null;
}

export function assertNoNulText(value: unknown): void {
  const field = findNul(value, "", 0);
  if (field) throw new AppError("BAD_REQUEST", "Text must not contain NUL characters", { fields: { [field]: "invalid" } });
}
