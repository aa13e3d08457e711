// @ar/core/health — Health: the readiness check.
export * from "./check-health";
