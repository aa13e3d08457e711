// Applies prisma/migrations with the Prisma CLI (`migrate deploy`), the same command production runs.
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { childEnv, repoRoot } from "@ar/config";
import { parseDatabaseUrl } from "./pg-adapter";

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = parseDatabaseUrl(databaseUrl);
  const admin = new pg.Client({ ...target, database: "postgres" });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [target.database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${target.database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

export function migrateDeploy(databaseUrl: string): Promise<void> {
  const prismaBin = path.join(repoRoot, "node_modules", ".bin", "prisma");
  return new Promise((resolve, reject) => {
    const child = spawn(prismaBin, ["migrate", "deploy"], {
      cwd: repoRoot,
      env: childEnv({ DATABASE_URL: databaseUrl }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed (${code}):\n${output}`)),
    );
  });
}
