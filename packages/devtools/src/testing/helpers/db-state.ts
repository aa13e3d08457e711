// What a refused request must leave as it was, read back in a form tests compare before and
// after: the row counts of some tables, and the files under a data folder's storage.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";

/** One JSON string of `count(*)` per table, in one statement. */
export async function rowCounts(tables: readonly string[]): Promise<string> {
  const [row] = await getDb().$queryRawUnsafe<Record<string, number>[]>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(", ")}`,
  );
  return JSON.stringify(row);
}

/** Every stored file as "path relative to dataDir:size", sorted. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(`${path.relative(dataDir, p)}:${(await stat(p)).size}`);
    }
  };
  await walk(path.join(dataDir, "storage"));
  return out.sort();
}
