// @ar/core/uploads — Uploads: multipart reading, type sniffing and the size limits.
export * from "./read-multipart";
export * from "./store-sniffed-upload";
export * from "./read-single-upload";
