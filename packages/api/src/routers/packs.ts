import {
  createPack,
  createPackInput,
  deletePack,
  deletePackItem,
  deletePackItemInput,
  getPackForUser,
  listMyPacks,
  listPackItems,
  listPublicPacks,
  packAccessInput,
  removePackFromUser,
  setPackAccess,
  updatePack,
  updatePackInput,
} from "@ar/core/packs";
import { z } from "zod";
import { deletedAnswer } from "./outputs/common";
import { packDto, packItems, packList } from "./outputs/packs";
import { authedProcedure, featureProcedure, router } from "../trpc/init";

const ZCreatePackRequestSchema = createPackInput;

const ZDeletePackRequestSchema = z.object({ packId: z.number().int().positive() });

const ZGetPackRequestSchema = z.object({ packId: z.number().int().positive() });

const ZListMyPacksRequestSchema = z.object({ type: z.enum(["sticker", "model"]).optional() }).optional();

const ZListPackItemsRequestSchema = z.object({ packId: z.number().int().positive() });

const ZListPublicPacksRequestSchema = z.object({ type: z.enum(["sticker", "model"]).optional() }).optional();

const ZRemovePackRequestSchema = z.object({ packId: z.number().int().positive() });

const ZSetPackAccessRequestSchema = packAccessInput.extend({ packId: z.number().int().positive() });

const ZUpdatePackRequestSchema = updatePackInput.extend({ packId: z.number().int().positive() });

const listMyPacksRoute = authedProcedure
  .input(ZListMyPacksRequestSchema)
  .output(packList)
  .query(({ ctx, input }) => listMyPacks({ actor: ctx.user, input: input ?? {} }));

const listPublicPacksRoute = featureProcedure("wishes")
  .input(ZListPublicPacksRequestSchema)
  .output(packList)
  .query(({ ctx, input }) => listPublicPacks({ actor: ctx.user, input: input ?? {} }));

const listPackItemsRoute = featureProcedure("wishes")
  .input(ZListPackItemsRequestSchema)
  .output(packItems)
  .query(({ ctx, input }) => listPackItems({ actor: ctx.user, packId: input.packId }));

const createPackRoute = featureProcedure("wishes")
  .input(ZCreatePackRequestSchema)
  .output(packDto)
  .mutation(({ ctx, input }) => createPack({ actor: ctx.user, input }));

const updatePackRoute = featureProcedure("wishes")
  .input(ZUpdatePackRequestSchema)
  .output(packDto)
  .mutation(({ ctx, input }) => updatePack({ actor: ctx.user, packId: input.packId, input }));

const deletePackRoute = featureProcedure("wishes")
  .input(ZDeletePackRequestSchema)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deletePack({ actor: ctx.user, packId: input.packId }));

const setPackAccessRoute = authedProcedure
  .input(ZSetPackAccessRequestSchema)
  .output(packDto)
  .mutation(({ ctx, input }) => setPackAccess({ actor: ctx.user, packId: input.packId, input }));

const getPackRoute = featureProcedure("wishes")
  .input(ZGetPackRequestSchema)
  .output(packDto)
  .mutation(({ ctx, input }) => getPackForUser({ actor: ctx.user, packId: input.packId }));

const removePackRoute = featureProcedure("wishes")
  .input(ZRemovePackRequestSchema)
  .output(packDto)
  .mutation(({ ctx, input }) => removePackFromUser({ actor: ctx.user, packId: input.packId }));

// Issue 23: one item out of a pack (author or admin); refused while a card's wish places it.

const deletePackItemRoute = featureProcedure("wishes")
  .input(deletePackItemInput)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deletePackItem({ actor: ctx.user, input }));

export const packsRouter = router({
  listMine: listMyPacksRoute,
  listPublic: listPublicPacksRoute,
  items: listPackItemsRoute,
  create: createPackRoute,
  update: updatePackRoute,
  delete: deletePackRoute,
  setAccess: setPackAccessRoute,
  get: getPackRoute,
  remove: removePackRoute,
  deleteItem: deletePackItemRoute,
});
