export * from "./load-env";
export * from "./server-env";
