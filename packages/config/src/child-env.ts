// The environment a child process starts with: this process's, with some variables set. The one
// way code outside @ar/config hands variables on (lint forbids reading process.env elsewhere).
export function childEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
