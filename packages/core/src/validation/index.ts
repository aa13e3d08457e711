// @ar/core/validation — Validation: the shared zod field builders.
export * from "./fields";
