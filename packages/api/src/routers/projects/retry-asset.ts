import { retryAssetCompression } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZRetryAssetRequestSchema } from "./retry-asset.types";

/** Compress a failed asset again (the upload panel's and asset lists' retry). */
export const retryAssetRoute = authedProcedure.input(ZRetryAssetRequestSchema).mutation(({ ctx, input }) => retryAssetCompression({ actor: ctx.user, assetId: input.assetId }));
