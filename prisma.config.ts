// Prisma CLI configuration. The JavaScript schema engine runs offline (Prisma 7 and the classic
// engine both want to download a binary); see docs/decisions/0002-prisma-js-engine.md.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { migrationAdapterFactory } from "./packages/db/src/pg-adapter";

// The WASM engine leaves long timers behind that keep the CLI alive ~60 s after it finished.
const setTimeoutOriginal = globalThis.setTimeout;
globalThis.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
  const timer = setTimeoutOriginal(fn, ms, ...rest);
  if ((ms ?? 0) >= 5_000) timer.unref();
  return timer;
}) as typeof setTimeout;

// `prisma generate` needs no database, but without any DATABASE_URL Prisma 6.19 falls back to
// downloading the Rust query engine (which fails offline). A placeholder keeps it on the JS path.
const PLACEHOLDER_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
process.env.DATABASE_URL ??= PLACEHOLDER_URL;

export default defineConfig({
  experimental: { adapter: true },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  adapter: async () => migrationAdapterFactory(process.env.DATABASE_URL ?? PLACEHOLDER_URL),
});
