// Streams a store-only zip (JPEGs do not compress) to a Writable, one entry at a time.
//
// Written here rather than with archiver: every entry's bytes are already in memory, so its
// CRC-32 (native, @node-rs/crc32) and sizes go straight into the local header — no data
// descriptors, no JavaScript checksum pass (archiver's cost ≈1.6 ms per A4 page). ZIP64 records
// are added when offsets or the entry count pass the classic limits, so batches over 4 GiB work.
// `add` waits while more than HIGH_WATER bytes sit unsent in the destination, so peak memory does
// not grow with the batch.
//
// Split exports (docs/decisions/0030): a part writes a fragment — its local headers and data, no
// central directory (`finish({ fragment: true })` answers the entries instead) — and the assembly
// counts them in with `skipFragment` and writes only the central directory; the zip is served as
// the fragments followed by it (docs/decisions/0043). Local headers carry no offsets, so only the
// central directory needs the entries' places in the whole.

import { once } from "node:events";
import type { Writable } from "node:stream";
import { crc32 } from "@node-rs/crc32";

const HIGH_WATER = 8 * 1024 * 1024;
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const UTF8_NAMES = 0x0800;

type Entry = { name: Buffer; crc: number; size: number; offset: number; time: number; date: number };

/** An entry of a stored fragment, as a part records it (offset from the fragment's start). */
export type ZipEntryMeta = { name: string; crc: number; size: number; offset: number; time: number; date: number };

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

export class ZipSink {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private failure: Error | undefined;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly out: Writable) {
    out.on("error", (e: Error) => (this.failure ??= e));
  }

  async add(name: string, data: Buffer): Promise<void> {
    this.check();
    await this.belowHighWater();
    if (data.length >= MAX32) throw new Error(`zip entry too large: ${name}`);
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (stored)
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(0, 8); // method: stored
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(crc >>> 0, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push({ name: nameBytes, crc: crc >>> 0, size: data.length, offset: this.offset, ...this.stamp });
    this.write(header);
    this.write(nameBytes);
    this.write(data);
  }

  /**
   * Counts a stored fragment in without writing it: the zip is then served as the fragments
   * followed by what this sink writes (its central directory), never copied into one file.
   */
  skipFragment(size: number, entries: ZipEntryMeta[]): void {
    this.check();
    const base = this.offset;
    this.offset += size;
    for (const e of entries) this.entries.push({ ...e, name: Buffer.from(e.name, "utf8"), offset: base + e.offset });
  }

  /**
   * Writes the central directory and waits until the destination has everything. A fragment
   * (one part of a split export) ends after its last entry and answers its entries instead.
   */
  async finish(opts: { fragment?: boolean } = {}): Promise<ZipEntryMeta[]> {
    this.check();
    if (opts.fragment) {
      this.out.end();
      await Promise.race([once(this.out, "finish"), once(this.out, "error").then(([e]) => Promise.reject(e as Error))]);
      this.check();
      return this.entries.map((e) => ({
        name: e.name.toString("utf8"),
        crc: e.crc,
        size: e.size,
        offset: e.offset,
        time: e.time,
        date: e.date,
      }));
    }
    const cdStart = this.offset;
    for (const e of this.entries) this.writeCentral(e);
    const cdSize = this.offset - cdStart;
    const needs64 = cdStart >= MAX32 || this.offset >= MAX32 || this.entries.length >= MAX16;
    if (needs64) {
      const eocd64At = this.offset;
      const rec = Buffer.alloc(56);
      rec.writeUInt32LE(0x06064b50, 0);
      rec.writeBigUInt64LE(44n, 4);
      rec.writeUInt16LE(45, 12);
      rec.writeUInt16LE(45, 14);
      rec.writeBigUInt64LE(BigInt(this.entries.length), 24);
      rec.writeBigUInt64LE(BigInt(this.entries.length), 32);
      rec.writeBigUInt64LE(BigInt(cdSize), 40);
      rec.writeBigUInt64LE(BigInt(cdStart), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(eocd64At), 8);
      locator.writeUInt32LE(1, 16);
      this.write(rec);
      this.write(locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(this.entries.length, MAX16), 8);
    end.writeUInt16LE(Math.min(this.entries.length, MAX16), 10);
    end.writeUInt32LE(Math.min(cdSize, MAX32), 12);
    end.writeUInt32LE(Math.min(cdStart, MAX32), 16);
    this.write(end);
    this.out.end();
    await Promise.race([once(this.out, "finish"), once(this.out, "error").then(([e]) => Promise.reject(e as Error))]);
    this.check();
    return [];
  }

  private writeCentral(e: Entry): void {
    const zip64 = e.offset >= MAX32;
    const extra = zip64 ? Buffer.alloc(12) : Buffer.alloc(0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(e.offset), 4);
    }
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE((3 << 8) | 45, 4); // made by: Unix, spec 4.5
    h.writeUInt16LE(zip64 ? 45 : 20, 6);
    h.writeUInt16LE(UTF8_NAMES, 8);
    h.writeUInt16LE(0, 10);
    h.writeUInt16LE(e.time, 12);
    h.writeUInt16LE(e.date, 14);
    h.writeUInt32LE(e.crc, 16);
    h.writeUInt32LE(e.size, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt16LE(extra.length, 30);
    h.writeUInt32LE((0o100644 << 16) >>> 0, 38); // regular file, rw-r--r--
    h.writeUInt32LE(zip64 ? MAX32 : e.offset, 42);
    this.write(h);
    this.write(e.name);
    if (extra.length) this.write(extra);
  }

  /** Waits while more than HIGH_WATER bytes are unsent; the losing listeners are removed (a long copy waits thousands of times). */
  private async belowHighWater(): Promise<void> {
    while (this.out.writableLength > HIGH_WATER) {
      const stop = new AbortController();
      const opts = { signal: stop.signal };
      try {
        await Promise.race([
          once(this.out, "drain", opts),
          once(this.out, "error", opts),
          once(this.out, "close", opts),
        ]).catch(() => undefined);
      } finally {
        stop.abort();
      }
      this.check();
    }
  }

  private write(chunk: Buffer): void {
    this.out.write(chunk);
    this.offset += chunk.length;
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
