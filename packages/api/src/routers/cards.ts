import {
  WISH_TOKEN_HEADER,
  createCollection,
  createCollectionInput,
  duplicateCollection,
  ensureTestCard,
  generateCards,
  generateCardsInput,
  getCollection,
  getPublicCard,
  getUrls,
  getUrlsInput,
  getWishMediaStatus,
  listCardStats,
  listCollections,
  listCollectionsInput,
  recordCardEvent,
  removeCollection,
  resetCard,
  restoreCollection,
  saveWish,
  saveWishInput,
  updateCollection,
  updateCollectionInput,
} from "@ar/core/cards";
import { buyCards, buyInput, getOrderCards, getOrderStatus, getPrice, priceInput } from "@ar/core/orders";
import { z } from "zod";
import {
  boughtCards,
  cardBatch,
  cardStats,
  cardUrls,
  collectionDto,
  collectionList,
  orderCards,
  orderStatus,
  price,
  publicCard,
  removedCollection,
  resetCardAnswer,
  savedWish,
  testCard,
  wishMediaStatus,
} from "./outputs/cards";
import { okAnswer } from "./outputs/common";
import { authedProcedure, crossSiteProcedure, router } from "../trpc/init";

const ZBuyCardsRequestSchema = buyInput.extend({ collectionId: z.number().int().positive() });

const ZCreateCollectionRequestSchema = createCollectionInput;

const ZDuplicateCollectionRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZEnsureTestCardRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZGenerateCardsRequestSchema = generateCardsInput.extend({ collectionId: z.number().int().positive() });

const ZGetCollectionRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZGetOrderCardsRequestSchema = z.object({ orderId: z.number().int().positive() });

const ZGetOrderStatusRequestSchema = z.object({ orderId: z.number().int().positive() });

const ZGetPriceRequestSchema = priceInput;

// The card id is checked by the core service: an id that cannot be a card's is the same 404 as an unknown one.
const ZGetPublicCardRequestSchema = z.object({ cardId: z.string() });

const ZGetUrlsRequestSchema = getUrlsInput.optional();

const ZGetWishMediaStatusRequestSchema = z.object({
  cardId: z.string(),
  mediaId: z.number().int().positive().max(2_147_483_647),
});

const ZListCardStatsRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZListCollectionsRequestSchema = listCollectionsInput.optional();

// The card id as the page takes it: the public lookup (core public-card-access.ts) decides, so an
// event is refused exactly when the page is (404 for an id that names no card).
const ZRecordCardEventRequestSchema = z.object({
  cardId: z.string(),
  event: z.enum(["view", "use"]),
});

const ZRemoveCollectionRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZResetCardRequestSchema = z.object({
  collectionId: z.number().int().positive(),
  cardId: z.string().min(1).max(200),
});

const ZRestoreCollectionRequestSchema = z.object({ collectionId: z.number().int().positive() });

// The wish's own fields and rules (core saveWishInput), beside the card id, as the REST body carries them.
const ZSaveWishRequestSchema = saveWishInput.extend({ cardId: z.string() });

const ZUpdateCollectionRequestSchema = updateCollectionInput.extend({
  collectionId: z.number().int().positive(),
});

const listCardStatsRoute = authedProcedure
  .input(ZListCardStatsRequestSchema)
  .output(cardStats)
  .query(({ ctx, input }) => listCardStats({ actor: ctx.user, collectionId: input.collectionId }));

const getOrderCardsRoute = authedProcedure
  .input(ZGetOrderCardsRequestSchema)
  .output(orderCards)
  .query(({ ctx, input }) => getOrderCards({ actor: ctx.user, orderId: input.orderId }));

const getOrderStatusRoute = authedProcedure
  .input(ZGetOrderStatusRequestSchema)
  .output(orderStatus)
  .query(({ ctx, input }) => getOrderStatus({ actor: ctx.user, orderId: input.orderId }));

const buyCardsRoute = authedProcedure
  .input(ZBuyCardsRequestSchema)
  .output(boughtCards)
  .mutation(({ ctx, input }) =>
    buyCards({
      actor: ctx.user,
      ip: ctx.ip,
      collectionId: input.collectionId,
      input: { count: input.count, promo: input.promo, orderId: input.orderId },
    }),
  );

const getPriceRoute = authedProcedure
  .input(ZGetPriceRequestSchema)
  .output(price)
  .query(({ ctx, input }) => getPrice({ actor: ctx.user, ip: ctx.ip, input }));

const listCollectionsRoute = authedProcedure
  .input(ZListCollectionsRequestSchema)
  .output(collectionList)
  .query(({ ctx, input }) => listCollections({ actor: ctx.user, input: input ?? {} }));

const getCollectionRoute = authedProcedure
  .input(ZGetCollectionRequestSchema)
  .output(collectionDto)
  .query(({ ctx, input }) => getCollection({ actor: ctx.user, collectionId: input.collectionId }));

const createCollectionRoute = authedProcedure
  .input(ZCreateCollectionRequestSchema)
  .output(collectionDto)
  .mutation(({ ctx, input }) => createCollection({ actor: ctx.user, input }));

const updateCollectionRoute = authedProcedure
  .input(ZUpdateCollectionRequestSchema)
  .output(collectionDto)
  .mutation(({ ctx, input }) =>
    updateCollection({
      actor: ctx.user,
      collectionId: input.collectionId,
      input: { ...input, collectionId: undefined },
    }),
  );

const removeCollectionRoute = authedProcedure
  .input(ZRemoveCollectionRequestSchema)
  .output(removedCollection)
  .mutation(({ ctx, input }) => removeCollection({ actor: ctx.user, collectionId: input.collectionId }));

const restoreCollectionRoute = authedProcedure
  .input(ZRestoreCollectionRequestSchema)
  .output(collectionDto)
  .mutation(({ ctx, input }) => restoreCollection({ actor: ctx.user, collectionId: input.collectionId }));

const duplicateCollectionRoute = authedProcedure
  .input(ZDuplicateCollectionRequestSchema)
  .output(collectionDto)
  .mutation(({ ctx, input }) => duplicateCollection({ actor: ctx.user, collectionId: input.collectionId }));

const generateCardsRoute = authedProcedure
  .input(ZGenerateCardsRequestSchema)
  .output(cardBatch)
  .mutation(({ ctx, input }) =>
    generateCards({
      actor: ctx.user,
      collectionId: input.collectionId,
      input: { count: input.count, requestId: input.requestId },
    }),
  );

const ensureTestCardRoute = authedProcedure
  .input(ZEnsureTestCardRequestSchema)
  .output(testCard)
  .mutation(({ ctx, input }) => ensureTestCard({ actor: ctx.user, collectionId: input.collectionId }));

const getUrlsRoute = authedProcedure
  .input(ZGetUrlsRequestSchema)
  .output(cardUrls)
  .query(({ input }) => getUrls({ input: input ?? {} }));

const recordCardEventRoute = crossSiteProcedure
  .input(ZRecordCardEventRequestSchema)
  .output(okAnswer)
  .mutation(({ ctx, input }) =>
    recordCardEvent({
      cardId: input.cardId,
      event: input.event,
      visitor: { ip: ctx.ip, userAgent: ctx.request.headers.get("user-agent") ?? "" },
    }),
  );

/** The card viewer's one read (issue 20 contract §3): anonymous, no session used; the wish token comes in X-Wish-Token. */
const getPublicCardRoute = crossSiteProcedure
  .input(ZGetPublicCardRequestSchema)
  .output(publicCard)
  .query(({ ctx, input }) =>
    getPublicCard({ cardId: input.cardId, wishToken: ctx.request.headers.get(WISH_TOKEN_HEADER), ip: ctx.ip }),
  );

/** Progress of a wish video's compression, polled by the card viewer (anonymous; the card id is the secret). */
const getWishMediaStatusRoute = crossSiteProcedure
  .input(ZGetWishMediaStatusRequestSchema)
  .output(wishMediaStatus)
  .query(({ ctx, input }) => getWishMediaStatus({ cardId: input.cardId, mediaId: input.mediaId, ip: ctx.ip }));

/**
 * The card viewer saves a wish: anonymous and cross-site by design (the viewer may be served from
 * the cards' own domain), so no Origin check; the card id, the wish token and the per-client limit
 * guard it instead.
 */
const saveWishRoute = crossSiteProcedure
  .input(ZSaveWishRequestSchema)
  .output(savedWish)
  .mutation(({ ctx, input: { cardId, ...wish } }) =>
    saveWish({
      cardId,
      input: wish,
      wishToken: ctx.request.headers.get(WISH_TOKEN_HEADER),
      visitor: { ip: ctx.ip, userAgent: ctx.request.headers.get("user-agent") ?? "" },
    }),
  );

/** The collection's owner (or an admin) empties a printed card so it can be filled again. */
const resetCardRoute = authedProcedure
  .input(ZResetCardRequestSchema)
  .output(resetCardAnswer)
  .mutation(({ ctx, input }) => resetCard({ actor: ctx.user, collectionId: input.collectionId, cardId: input.cardId }));

export const cardsRouter = router({
  cardStats: listCardStatsRoute,
  orderCards: getOrderCardsRoute,
  orderStatus: getOrderStatusRoute,
  buy: buyCardsRoute,
  price: getPriceRoute,
  list: listCollectionsRoute,
  get: getCollectionRoute,
  create: createCollectionRoute,
  update: updateCollectionRoute,
  remove: removeCollectionRoute,
  // tRPC only: the spec documents no REST path for these (issue 23).
  restore: restoreCollectionRoute,
  duplicate: duplicateCollectionRoute,
  generate: generateCardsRoute,
  testCard: ensureTestCardRoute,
  urls: getUrlsRoute,
  recordEvent: recordCardEventRoute,
  publicCard: getPublicCardRoute,
  wishMediaStatus: getWishMediaStatusRoute,
  saveWish: saveWishRoute,
  resetCard: resetCardRoute,
});
