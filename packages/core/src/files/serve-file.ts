// Who may read a stored file, decided by what the key belongs to: pack files follow the pack's
// visibility (public packs to everyone signed in), collection files their owner, print exports
// their owner. Anything else is not served.
import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";
import { assertValidKey } from "../storage/object-storage";
import { getStorage } from "../storage/get-storage";
import { usesPack } from "../packs/pack-access";
import type { Actor } from "../print/collection-access";

async function visibility(actor: Actor, key: string): Promise<"public" | "private" | null> {
  const [area, rawId] = key.split("/");
  if (area === "arkit") return rawId === `u${actor.id}` || actor.isAdmin ? "private" : null;
  const id = Number(rawId);
  if (area !== "alpha" && !Number.isSafeInteger(id)) return null;
  const db = getDb();
  if (area === "packs") {
    const pack = await db.assetPack.findUnique({ where: { id }, select: { public: true, authorId: true, deletedAt: true } });
    if (!pack) return null;
    if (pack.public && !pack.deletedAt) return "public";
    if ((pack.authorId === actor.id && !pack.deletedAt) || actor.isAdmin) return "private";
    // A retired pack's files stay readable where it is still used (docs/decisions/0019).
    return (await usesPack(actor.id, id, { viaCollections: pack.deletedAt !== null })) ? "private" : null;
  }
  if (area === "alpha") {
    const row = await db.alphaEncode.findUnique({ where: { id: rawId ?? "" }, select: { userId: true } });
    return row && (row.userId === actor.id || actor.isAdmin) ? "private" : null;
  }
  if (area === "projects") {
    const p = await db.arProject.findUnique({ where: { id }, select: { ownerId: true, users: { where: { userId: actor.id }, select: { userId: true } } } });
    return p && (p.ownerId === actor.id || p.users.length > 0 || actor.isAdmin) ? "private" : null;
  }
  if (area === "collections") {
    const c = await db.cardCollection.findUnique({ where: { id }, select: { userId: true } });
    return c && (c.userId === actor.id || actor.isAdmin) ? "private" : null;
  }
  return null;
}

export async function openFile(opts: { actor: Actor; key: string; ifNoneMatch?: string | null }) {
  try {
    assertValidKey(opts.key);
  } catch {
    throw notFound("File not found");
  }
  const vis = await visibility(opts.actor, opts.key);
  if (!vis) throw notFound("File not found");
  const cacheControl = `${vis}, max-age=31536000, immutable`;
  const meta = await getStorage().stat(opts.key);
  if (!meta) throw notFound("File not found");
  if (opts.ifNoneMatch && opts.ifNoneMatch === meta.etag) return { notModified: true as const, etag: meta.etag, cacheControl };
  const object = await getStorage().get(opts.key);
  if (!object) throw notFound("File not found");
  return { notModified: false as const, ...object, cacheControl };
}
