import path from "node:path";
import { getServerEnv } from "@ar/config";
import { LocalDiskStorage } from "./local-disk-storage";
import type { ObjectStorage } from "./object-storage";

let storage: ObjectStorage | undefined;
let root: string | undefined;

/** The configured store (local disk under DATA_DIR/storage for now). */
export function getStorage(): ObjectStorage {
  const dir = path.join(getServerEnv().DATA_DIR, "storage");
  if (!storage || root !== dir) {
    storage = new LocalDiskStorage(dir);
    root = dir;
  }
  return storage;
}
