// The rendered collections lists this process has served, kept with the version of the list they
// were rendered at (docs/decisions/0010-hot-reads-in-sql.md, "The 500-collection list at 300 req/s").
// Nothing here decides whether an entry is still right: the list statement compares the version
// in the same snapshot it would build the list in, and only then is an entry served again. So
// every web process can keep its own, entries never expire by time, and losing one costs one
// rendering.
import type { JsonText } from "@ar/db";
import type { CollectionDto } from "./collection-dto";

export type CachedList = { readonly version: string; readonly list: JsonText<CollectionDto[]> };

// Bounds. A 500-collection list renders to ~180 KB of JSON (the bench's), held as up to ~360 KB
// of string; a list of a few dozen collections to a few KB. The big lists are the ones worth
// keeping (~8 ms of PostgreSQL CPU each to build, against ~0.1 ms for the version check). 64 MB
// holds ~180 of the biggest lists or all 500 entries of ordinary ones, a bounded share of a web
// process's heap; 500 entries covers the users active on one process at a time with their
// filters (up to 6 keys a user: all/v2/classic × active/archived, one or two in practice).
export const MAX_ENTRIES = 500;
export const MAX_BYTES = 64 * 1024 * 1024;

/** What an entry costs in memory: V8 may store the text two bytes a character (any non-Latin-1 text in it). */
const sizeOf = (entry: CachedList): number => entry.list.text.length * 2;

/** Least recently used first: a Map iterates in insertion order and a hit re-inserts its key. */
const entries = new Map<string, CachedList>();
let bytes = 0;

export function listCacheKey(userId: number, types: readonly string[], archived: boolean): string {
  return `${userId}:${types.join(",")}:${archived ? 1 : 0}`;
}

export function getCachedList(key: string): CachedList | undefined {
  const entry = entries.get(key);
  if (entry) {
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

export function setCachedList(key: string, entry: CachedList): void {
  deleteCachedList(key);
  const size = sizeOf(entry);
  if (size > MAX_BYTES) return;
  entries.set(key, entry);
  bytes += size;
  for (const [oldest, old] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= sizeOf(old);
  }
}

export function deleteCachedList(key: string): void {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  bytes -= sizeOf(old);
}

/** For tests and diagnostics: how many lists are kept and what they weigh. */
export function listCacheStats(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}

/** For tests: forget every entry. */
export function clearListCache(): void {
  entries.clear();
  bytes = 0;
}
