// graphile-worker keeps its own schema; it must exist before the web app enqueues the first job,
// so the start and test scripts install it right after the Prisma migrations.
import { runMigrations } from "graphile-worker";

export async function migrateWorkerSchema(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: undefined });
}
