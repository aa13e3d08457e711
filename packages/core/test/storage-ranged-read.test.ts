// Ranged reads (HTTP Range answers of public files) on both drivers: local disk and S3 (s3rver).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStorage } from "../src";
import { storageDrivers } from "@ar/devtools/testing";

const drivers = storageDrivers("ar-range-");

async function bytes(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(drivers)("%s ranged read", (_name, make) => {
  let storage: ObjectStorage;
  let close: () => Promise<void>;
  const data = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7) % 251));
  beforeAll(async () => {
    ({ storage, close } = await make());
    await storage.put("projects/1/video.mp4", data, { contentType: "video/mp4" });
  });
  afterAll(() => close());

  it("returns exactly the inclusive range, with the whole object's size and type", async () => {
    const part = await storage.getRange("projects/1/video.mp4", 1000, 66_535);
    expect(part).not.toBeNull();
    expect(part!.size).toBe(100_000);
    expect(part!.contentType).toBe("video/mp4");
    expect((await bytes(part!.body)).equals(data.subarray(1000, 66_536))).toBe(true);
  });

  it("reads the first byte and the last byte alone", async () => {
    expect(await bytes((await storage.getRange("projects/1/video.mp4", 0, 0))!.body)).toEqual(data.subarray(0, 1));
    expect(await bytes((await storage.getRange("projects/1/video.mp4", 99_999, 99_999))!.body)).toEqual(
      data.subarray(99_999),
    );
  });

  it("a missing object is null", async () => {
    expect(await storage.getRange("projects/1/nothing.mp4", 0, 10)).toBeNull();
  });
});
