// @ar/core/ar-projects — AR projects: projects, scenes, assets, sharing, presence, publishing.
export * from "./project-access";
export * from "./project-dto";
export * from "./scene-schema";
export * from "./project-commands";
export * from "./sharing";
export * from "./scene-commands";
export * from "./scene-copy";
export * from "./presence";
export * from "./asset-limits";
export * from "./asset-commands";
export * from "./delete-asset";
export * from "./replace-asset";
export * from "./project-qr";
export * from "./alpha-encode";
export * from "./public-project";
export * from "./publish";
