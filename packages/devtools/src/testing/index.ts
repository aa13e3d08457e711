export * from "./helpers/api-server";
export * from "./helpers/factories";
export * from "./helpers/smtp";
export * from "./helpers/oidc";
export * from "./helpers/worker";
export * from "./helpers/s3";
export * from "./helpers/file-fixtures";
export { ffmpegPaths } from "@ar/worker";
export { countStatements } from "./count-statements";
