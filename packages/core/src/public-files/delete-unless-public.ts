// A draft edit that replaces or drops a file (a scene's new marker image, a deleted scene) must not
// take it away from the live published snapshot, which still names it: such files stay in storage
// (under the project's folder, so deleting the project still removes them) and only the others go.
import { getDb } from "@ar/db";
import { getStorage } from "../storage/get-storage";

export async function deleteUnlessPublic(keys: (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (wanted.length === 0) return;
  const kept = new Set(
    (await getDb().publicFile.findMany({ where: { key: { in: wanted } }, select: { key: true } })).map((f) => f.key),
  );
  await Promise.allSettled(wanted.filter((k) => !kept.has(k)).map((k) => getStorage().delete(k)));
}
