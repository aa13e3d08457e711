// @ar/core/packs — Packs: media packs and their items.
export * from "./pack-dto";
export * from "./pack-access";
export * from "./pack-queries";
export * from "./pack-commands";
export * from "./item-rules";
export * from "./add-pack-item";
export * from "./delete-pack-item";
export * from "./all-packs";
