// @ar/core/cards — Cards: card collections (the web's "collections"), their cards, wishes and the public card reads.
export * from "./collection-access";
export * from "./collection-dto";
export * from "./collection-queries";
export * from "./collection-commands";
export * from "./collection-archive";
export * from "./generate-cards";
export * from "./upload-background";
export * from "./get-urls";
export * from "./record-card-event";
export * from "./card-id";
export * from "./public-card";
export * from "./wish-media";
export * from "./wish-media-cleanup";
export {
  WISH_UPLOAD_BYTES_PER_CARD,
  WISH_UPLOADS_PER_CARD,
  WISH_UPLOADS_PER_COLLECTION_DAY,
} from "./wish-upload-bounds";
export * from "./save-wish";
export * from "./reset-card";
export { WISH_EDIT_HOURS, WISH_TOKEN_HEADER } from "./wish-token";
export { PUBLIC_READS_PER_CLIENT_MINUTE } from "./public-read-limit";
export { publicCardPageStatus } from "./public-card-access";
