export * from "./client";
export * from "./embedded-postgres";
export * from "./migrate";
export * from "./sql";
export { createPool, parseDatabaseUrl } from "./pg-adapter";
export { Prisma } from "./generated/prisma/client";
export type * from "./generated/prisma/client";
export * from "./generated/prisma/enums";
