// @ar/core/public-files — Public files: content-addressed public copies of published files.
export * from "./digest-of";
export * from "./public-file-url";
export * from "./expose-files";
export * from "./open-public-file";
export * from "./delete-unless-public";
