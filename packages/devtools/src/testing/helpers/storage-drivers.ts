// Both storage drivers, for tests of the one storage contract: a local-disk store in a fresh
// temporary folder, and the S3 driver against s3rver on loopback. Each entry makes its store and
// gives the function that stops it (describe.each(storageDrivers("…"))).
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LocalDiskStorage, S3Storage, type ObjectStorage } from "@ar/core/storage";
import { startS3Server } from "./s3";

export type StorageDriverCase = [
  name: string,
  make: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>,
];

export function storageDrivers(tmpPrefix: string): StorageDriverCase[] {
  return [
    [
      "local disk",
      async () => ({
        storage: new LocalDiskStorage(await mkdtemp(path.join(os.tmpdir(), tmpPrefix))),
        close: async () => {},
      }),
    ],
    [
      "S3 (s3rver)",
      async () => {
        const s3 = await startS3Server();
        return {
          storage: new S3Storage({
            bucket: s3.bucket,
            endpoint: s3.endpoint,
            region: "us-east-1",
            accessKeyId: "S3RVER",
            secretAccessKey: "S3RVER",
            forcePathStyle: true,
          }),
          close: s3.close,
        };
      },
    ],
  ];
}
