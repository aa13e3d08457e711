// The public side of an ARKit project (issue 21 "ARKit projects", docs/decisions/0025): its page
// {host}/arkit/{id} is what the project's QR opens on a phone, so the project is public by its id
// from the moment it has a model, as a printed card is. What is public is exactly the name and three
// files — the GLB, the USDZ and the preview — through the public files mechanism: content-addressed
// URLs (/api/public/files/{sha256}.{ext}), one PublicFile row per file owned by the project. No
// storage key (it names the owner's folder), user id or date leaves here.
import { getDb, isInt4, withTransaction } from "@ar/db";
import { digestsOf } from "../public-files/digest-of";
import { exposeFiles } from "../public-files/expose-files";
import { publicFileUrl } from "../public-files/public-file-url";
import type { PublicArkit } from "./public-arkit-types";

export type { PublicArkit } from "./public-arkit-types";

type Keys = { id: number; modelKey: string; usdzKey: string | null; previewSrc: string | null };

/**
 * Makes exactly the project's current files its public files (the replaced ones go offline). Call
 * after every change of a key and before deleting an old file from storage.
 */
export async function exposeArkitFiles(row: Keys): Promise<void> {
  const keys = [row.modelKey, row.usdzKey, row.previewSrc].filter((k): k is string => Boolean(k));
  // Digests first: the transaction must not wait on storage (exposeFiles' rule).
  await digestsOf(keys);
  await withTransaction((tx) => exposeFiles(tx, { arkitProjectId: row.id }, keys));
}

/** The public data of ARKit project `id`, or null (no such id: the same answer for any bad id). */
export async function getPublicArkit(id: number): Promise<PublicArkit | null> {
  if (!isInt4(id) || id <= 0) return null;
  const db = getDb();
  const read = () =>
    db.arkitProject.findUnique({
      where: { id },
      select: {
        id: true,
        name: true,
        modelKey: true,
        usdzKey: true,
        previewSrc: true,
        publicFiles: { select: { key: true, hash: true, contentType: true } },
      },
    });
  let row = await read();
  if (!row) return null;
  // A project saved before its files became public (or whose exposure failed half-way) is exposed
  // on its first public read: the digests are computed once and kept, so this happens once.
  const wanted = [row.modelKey, row.usdzKey, row.previewSrc].filter((k): k is string => Boolean(k));
  if (wanted.some((k) => !row!.publicFiles.some((f) => f.key === k))) {
    await exposeArkitFiles(row);
    row = await read();
    if (!row) return null;
  }
  const url = (key: string | null) => {
    const f = key ? row!.publicFiles.find((p) => p.key === key) : undefined;
    return f ? publicFileUrl(f.hash, f.contentType) : null;
  };
  const modelSrc = url(row.modelKey);
  if (!modelSrc) return null;
  return { id: row.id, name: row.name, modelSrc, usdzSrc: url(row.usdzKey), previewSrc: url(row.previewSrc) };
}
