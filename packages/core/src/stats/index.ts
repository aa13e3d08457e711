// @ar/core/stats — Stats: the admin dashboard figures.
export * from "./get-all-stats";
