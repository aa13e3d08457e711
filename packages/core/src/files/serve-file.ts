// Who may read a stored file is decided by what its key belongs to, and each domain's own access
// module answers (the same rule its procedures use, not a copy): packs (public packs to everyone
// signed in), collections, AR projects (their users, with the type's feature), ARKit projects
// (keyed by their owner's folder) and alpha encodings. Anything else (print exports have their
// own download) is not served.
import { notFound } from "../errors/app-error";
import { assertValidKey } from "../storage/object-storage";
import { getStorage } from "../storage/get-storage";
import { packVisibilityOf } from "../packs/pack-access";
import type { Actor } from "../auth/actor";
import { mayOpenCollection } from "../cards/collection-access";
import { mayOpenProject } from "../ar-projects/project-access";
import { mayOpenAlphaEncode } from "../ar-projects/alpha-encode";
import { mayOpenArkitOf } from "../arkit/arkit-access";

const privateIf = (allowed: boolean) => (allowed ? ("private" as const) : null);

async function visibility(actor: Actor, key: string): Promise<"public" | "private" | null> {
  const [area, rawId = ""] = key.split("/");
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
  switch (area) {
    case "packs":
      return packVisibilityOf(actor, id);
    case "collections":
      return privateIf(await mayOpenCollection(actor, id));
    case "projects":
      return privateIf(await mayOpenProject(actor, id));
    case "alpha":
      return privateIf(await mayOpenAlphaEncode(actor, rawId));
    case "arkit": {
      const owner = /^u(\d{1,10})$/.exec(rawId);
      return privateIf(owner !== null && mayOpenArkitOf(actor, Number(owner[1])));
    }
    default:
      return null;
  }
}

export async function openFile(opts: { actor: Actor; key: string; ifNoneMatch?: string | null }) {
  try {
    assertValidKey(opts.key);
  } catch {
    throw notFound("File not found");
  }
  const vis = await visibility(opts.actor, opts.key);
  if (!vis) throw notFound("File not found");
  // Kept by the browser alone and checked on every use (an ETag answer is a 304): a deleted file or
  // an access taken away must not live on in a cache. `private` even for a pack every signed-in
  // account sees: a shared cache must never hand a signed-in answer to someone else.
  const cacheControl = "private, no-cache";
  const meta = await getStorage().stat(opts.key);
  if (!meta) throw notFound("File not found");
  if (opts.ifNoneMatch && opts.ifNoneMatch === meta.etag)
    return { notModified: true as const, etag: meta.etag, cacheControl };
  const object = await getStorage().get(opts.key);
  if (!object) throw notFound("File not found");
  return { notModified: false as const, ...object, cacheControl };
}
