import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ZipSink } from "../../src/print/zip-sink";
import { readZip } from "./fixtures";

describe("ZipSink", () => {
  it("waits for a slow destination instead of queueing the batch in memory", async () => {
    const chunks: Buffer[] = [];
    let release: (() => void) | undefined;
    let blocked = true;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, callback) {
        chunks.push(chunk);
        if (blocked) release = callback;
        else callback();
      },
    });
    const sink = new ZipSink(slow);
    const page = Buffer.alloc(5 * 1024 * 1024, 7);
    // Page 1 reaches the destination, which then blocks; page 2 waits inside the archive.
    await sink.add("Page-1.jpg", page);
    await sink.add("Page-2.jpg", page);
    let third = false;
    const adding = sink.add("Page-3.jpg", page).then(() => (third = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(third).toBe(false); // over 8 MB not passed on yet: add() holds the caller back
    blocked = false;
    release?.();
    await adding;
    await sink.finish();
    const files = await readZip(Buffer.concat(chunks));
    expect([...files.keys()]).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg"]);
    expect(files.get("Page-3.jpg")!.equals(page)).toBe(true);
  });

  it("rejects when the destination fails", async () => {
    const broken = new Writable({ write: (_c, _e, cb) => cb(new Error("disk full")) });
    const sink = new ZipSink(broken);
    await expect(
      (async () => {
        await sink.add("a.jpg", Buffer.alloc(10 * 1024 * 1024));
        await sink.finish();
      })(),
    ).rejects.toThrow("disk full");
  });
});

describe("ZipSink ZIP64", () => {
  it("past 65,535 entries it writes ZIP64 records that readers accept", async () => {
    const chunks: Buffer[] = [];
    const sink = new ZipSink(new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) }));
    const n = 70_000;
    for (let i = 0; i < n; i++) await sink.add(`c${i}.txt`, Buffer.from(String(i)));
    await sink.finish();
    const zip = Buffer.concat(chunks);
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true); // zip64 end record
    const JSZip = (await import("jszip")).default;
    const read = await JSZip.loadAsync(zip);
    expect(Object.keys(read.files)).toHaveLength(n);
    expect(await read.file("c69999.txt")!.async("string")).toBe("69999");
  }, 60_000);

  it("fragments followed by a directory written with skipFragment are one zip readers accept", async () => {
    const sinkInto = (chunks: Buffer[]) =>
      new ZipSink(new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) }));
    const fragments: { bytes: Buffer; entries: Awaited<ReturnType<ZipSink["finish"]>> }[] = [];
    for (const names of [["Page-1.jpg", "Page-2.jpg"], ["Page-3.jpg"]]) {
      const chunks: Buffer[] = [];
      const sink = sinkInto(chunks);
      for (const name of names) await sink.add(name, Buffer.from(`bytes of ${name}`));
      fragments.push({ entries: await sink.finish({ fragment: true }), bytes: Buffer.concat(chunks) });
    }
    const directory: Buffer[] = [];
    const sink = sinkInto(directory);
    for (const f of fragments) sink.skipFragment(f.bytes.length, f.entries);
    await sink.finish();
    const zip = Buffer.concat([...fragments.map((f) => f.bytes), ...directory]);
    const JSZip = (await import("jszip")).default;
    // JSZip finds each entry through the central directory's offset and checks its local header and CRC-32.
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg"]);
    expect(await read.file("Page-3.jpg")!.async("string")).toBe("bytes of Page-3.jpg");
  });
});
