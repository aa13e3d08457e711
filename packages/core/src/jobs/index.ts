// @ar/core/jobs — Jobs: tracked background jobs, their states and failure codes.
export * from "./job-failure";
export * from "./job-state";
export * from "./tracked-jobs";
