// What the pack tests (packs, pack-delete, pack-items-admin) share: a pack's stored files and
// uploading an item to it.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { upload } from "@ar/devtools/testing";

/** The file names in a pack's storage folder, without the .meta.json sidecars. */
export async function packFiles(dataDir: string, packId: number): Promise<string[]> {
  return (await readdir(path.join(dataDir, "storage", "packs", String(packId))).catch(() => [] as string[])).filter(
    (f) => !f.endsWith(".meta.json"),
  );
}

export const uploadItem = (api: { url: string }, token: string, packId: number, form: FormData) =>
  upload(api.url, token, `/api/cards/assets/${packId}/items`, form);
