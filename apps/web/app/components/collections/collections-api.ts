// Types of the cards procedures as the screens use them, inferred from the API so that a change
// on the server shows up here as a type error.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

type CardsOutputs = inferRouterOutputs<AppRouter>["cards"];

export type Collection = CardsOutputs["list"][number];
export type CollectionOrder = Collection["orders"][number];
export type CollectionPack = Collection["assetPacks"][number];
export type CollectionType = Collection["cardType"];
export type TrackingType = Collection["trackingType"];

/** The multipart door for design images (tRPC carries JSON only). */
export function backgroundUploadUrl(collectionId: number, side: "front" | "back" | "preview"): string {
  return `/api/cards/${collectionId}/background/${side}`;
}
