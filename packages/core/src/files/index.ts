// @ar/core/files — Files: private file URLs and the file server.
export * from "./file-url";
export * from "./serve-file";
