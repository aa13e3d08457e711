// @ar/core/log — Log: the pino logger.
export * from "./logger";
