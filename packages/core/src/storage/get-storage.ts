import path from "node:path";
import { getServerEnv } from "@ar/config";
import { LocalDiskStorage } from "./local-disk-storage";
import type { ObjectStorage } from "./object-storage";
import { S3Storage } from "./s3-storage";

let storage: ObjectStorage | undefined;
let signature: string | undefined;

/** The configured store: local disk under DATA_DIR/storage, or S3-compatible storage. */
export function getStorage(): ObjectStorage {
  const env = getServerEnv();
  const sig = JSON.stringify([env.STORAGE_DRIVER, env.DATA_DIR, env.S3_BUCKET, env.S3_ENDPOINT]);
  if (storage && sig === signature) return storage;
  signature = sig;
  storage =
    env.STORAGE_DRIVER === "s3"
      ? new S3Storage({
          bucket: env.S3_BUCKET!,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : new LocalDiskStorage(path.join(env.DATA_DIR, "storage"));
  return storage;
}
