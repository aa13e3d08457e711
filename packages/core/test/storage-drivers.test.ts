// One contract, both drivers: local disk and S3 (against s3rver on loopback).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { assertValidKey, type ObjectStorage } from "../src";
import { storageDrivers } from "@ar/devtools/testing";

async function text(storage: ObjectStorage, key: string) {
  return (await storage.getBuffer(key))?.toString("utf8") ?? null;
}

const drivers = storageDrivers("ar-store-");

describe.each(drivers)("%s storage", (_name, make) => {
  let storage: ObjectStorage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await make()));
  afterAll(() => close());

  it("stores a buffer with its metadata and reads it back", async () => {
    const meta = await storage.put("packs/1/a.txt", Buffer.from("hello"), {
      contentType: "text/plain",
      originalName: "Привет файл.txt",
    });
    expect(meta).toMatchObject({ contentType: "text/plain", size: 5, originalName: "Привет файл.txt" });
    expect(meta.etag).toMatch(/^".+"$/);
    expect(await text(storage, "packs/1/a.txt")).toBe("hello");
    expect(await storage.stat("packs/1/a.txt")).toMatchObject({ size: 5, contentType: "text/plain" });
  });

  it("streams a multi-megabyte body", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) yield chunk;
      })(),
    );
    const meta = await storage.put("big/file.bin", body, { contentType: "application/octet-stream" });
    expect(meta.size).toBe(12 * 1024 * 1024);
    const obj = await storage.get("big/file.bin");
    let read = 0;
    for await (const c of obj!.body) read += (c as Buffer).length;
    expect(read).toBe(12 * 1024 * 1024);
  });

  it("a failing body leaves nothing behind", async () => {
    const body = new Readable({ read() {} });
    const put = storage.put("broken/file.bin", body, { contentType: "application/octet-stream" });
    body.push(Buffer.alloc(1000));
    body.destroy(new Error("client went away"));
    await expect(put).rejects.toThrow();
    expect(await storage.stat("broken/file.bin")).toBeNull();
  });

  it("missing keys are null; delete removes", async () => {
    expect(await storage.get("nope/x")).toBeNull();
    await storage.put("del/x", Buffer.from("1"), { contentType: "text/plain" });
    await storage.delete("del/x");
    expect(await storage.stat("del/x")).toBeNull();
  });

  it("deleteUnder removes a whole folder, nested keys too, and nothing beside it", async () => {
    for (const key of [
      "projects/7/a.mp4",
      "projects/7/asset-1-light.mp4",
      "projects/7/deep/b.png",
      "projects/70/kept.mp4",
      "projects/7-kept.txt",
    ]) {
      await storage.put(key, Buffer.from(key), { contentType: "text/plain" });
    }
    await storage.deleteUnder("projects/7");
    for (const gone of ["projects/7/a.mp4", "projects/7/asset-1-light.mp4", "projects/7/deep/b.png"])
      expect(await storage.stat(gone)).toBeNull();
    expect(await text(storage, "projects/70/kept.mp4")).toBe("projects/70/kept.mp4");
    expect(await text(storage, "projects/7-kept.txt")).toBe("projects/7-kept.txt");
    await storage.deleteUnder("projects/7");
    await expect(storage.deleteUnder("../etc")).rejects.toThrow();
  });

  it("deleteUnder does not cut off a write in progress: it completes and can then be deleted", async () => {
    await storage.put("exports/3/old.zip", Buffer.from("old"), { contentType: "application/zip" });
    const body = new Readable({ read() {} });
    const put = storage.put("exports/3/new.zip", body, { contentType: "application/zip" });
    body.push(Buffer.alloc(1000, 1));
    await new Promise((r) => setTimeout(r, 100));
    await storage.deleteUnder("exports/3");
    expect(await storage.stat("exports/3/old.zip")).toBeNull();
    body.push(Buffer.alloc(1000, 2));
    body.push(null);
    expect((await put).size).toBe(2000);
    expect((await storage.stat("exports/3/new.zip"))?.size).toBe(2000);
    await storage.deleteUnder("exports/3");
    expect(await storage.stat("exports/3/new.zip")).toBeNull();
  });
});

describe("keys", () => {
  it("refuses traversal and odd characters", () => {
    for (const bad of ["../etc/passwd", "a/../b", "/abs", "a//b", "A/B", "a/b c", "", "a/./b"])
      expect(() => assertValidKey(bad)).toThrow();
    expect(() => assertValidKey("packs/12/item-3-ab12.webm")).not.toThrow();
  });
});
