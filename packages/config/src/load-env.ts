import { z } from "zod";

/** Thrown at boot when the environment does not fit a schema; names every bad variable. */
export class EnvError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super(`Invalid environment:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function loadEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new EnvError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "?"), message: i.message })));
}

/** "true"/"false"/"1"/"0"/"yes"/"no" → boolean; anything else is an error naming the variable. */
export const booleanString = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

export const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());
