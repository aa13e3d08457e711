// @ar/core/storage — Storage: the object-storage interface and its local-disk and S3 drivers.
export * from "./object-storage";
export * from "./local-disk-storage";
export * from "./get-storage";
export * from "./s3-storage";
