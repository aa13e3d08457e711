// The collections list cache's bounds: entries and bytes, least recently used dropped first.
import { beforeEach, describe, expect, it } from "vitest";
import type { JsonText } from "@ar/db";
import type { CollectionDto } from "@ar/core";
import {
  clearListCache,
  getCachedList,
  listCacheStats,
  MAX_BYTES,
  MAX_ENTRIES,
  setCachedList,
} from "../src/cards/collection-list-cache";

beforeEach(() => clearListCache());

describe("collections list cache bounds", () => {
  const entry = (chars: number, version = "1") => ({
    version,
    list: { text: "x".repeat(chars) } as unknown as JsonText<CollectionDto[]>,
  });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the least recently used`, () => {
    for (let i = 0; i < MAX_ENTRIES; i++) setCachedList(`k${i}`, entry(10));
    expect(getCachedList("k0")).toBeDefined(); // k0 is now the most recently used
    setCachedList("extra", entry(10));
    expect(listCacheStats().entries).toBe(MAX_ENTRIES);
    expect(getCachedList("k1")).toBeUndefined();
    expect(getCachedList("k0")).toBeDefined();
    expect(listCacheStats().bytes).toBe(MAX_ENTRIES * 20);
  });

  it(`keeps at most ${MAX_BYTES / 1024 / 1024} MB, and never an entry larger than that`, () => {
    const quarter = MAX_BYTES / 2 / 4; // characters: two bytes each
    for (let i = 0; i < 5; i++) setCachedList(`big${i}`, entry(quarter));
    expect(listCacheStats()).toEqual({ entries: 4, bytes: MAX_BYTES });
    expect(getCachedList("big0")).toBeUndefined();
    setCachedList("big1", entry(10, "2")); // replacing an entry gives its bytes back
    expect(listCacheStats()).toEqual({ entries: 4, bytes: 3 * (MAX_BYTES / 4) + 20 });
    setCachedList("huge", entry(MAX_BYTES));
    expect(getCachedList("huge")).toBeUndefined();
  });
});
