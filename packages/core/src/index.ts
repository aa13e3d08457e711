// @ar/core: every domain's barrel, for compatibility. New code imports the domain it means,
// e.g. `import { startPrintExport } from "@ar/core/print"` (docs/ARCHITECTURE.md, "Core services").
export * from "./errors";
export * from "./validation";
export * from "./auth";
export * from "./account";
export * from "./admin";
export * from "./promo";
export * from "./stats";
export * from "./mail";
export * from "./log";
export * from "./storage";
export * from "./cards";
export * from "./print";
export * from "./files";
export * from "./packs";
export * from "./uploads";
export * from "./qr";
export * from "./orders";
export * from "./payments";
export * from "./ar-projects";
export * from "./arkit";
export * from "./health";
export * from "./jobs";
export * from "./threads";
export * from "./public-files";
export * from "./image-targets";
