export * from "./load-env";
export * from "./server-env";
export * from "./find-repo-root";
export * from "./child-env";
