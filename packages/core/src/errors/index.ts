// @ar/core/errors — Errors: AppError, the error-code table both doors answer with, storable texts.
export * from "./storable-text";
export * from "./app-error";
export * from "./error-codes";
export * from "./to-error-response";
