export * from "./catalog";
export * from "./enqueue";
export * from "./migrate-worker-schema";
