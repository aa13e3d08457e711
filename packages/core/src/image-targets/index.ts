// @ar/core/image-targets — Image targets: the prepared image-tracking targets of a project.
export * from "./image-targets";
