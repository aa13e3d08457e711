import { router } from "../../trpc/init";
import { listCardStatsRoute } from "./list-card-stats";
import { getOrderCardsRoute } from "./get-order-cards";
import { getOrderStatusRoute } from "./get-order-status";
import { buyCardsRoute } from "./buy-cards";
import { getPriceRoute } from "./get-price";
import { listCollectionsRoute } from "./list-collections";
import { getCollectionRoute } from "./get-collection";
import { createCollectionRoute } from "./create-collection";
import { updateCollectionRoute } from "./update-collection";
import { removeCollectionRoute } from "./remove-collection";
import { generateCardsRoute } from "./generate-cards";
import { ensureTestCardRoute } from "./ensure-test-card";
import { getUrlsRoute } from "./get-urls";
import { recordCardEventRoute } from "./record-card-event";
import { getPublicCardRoute } from "./get-public-card";
import { getWishMediaStatusRoute } from "./get-wish-media-status";
import { saveWishRoute } from "./save-wish";
import { resetCardRoute } from "./reset-card";

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
  generate: generateCardsRoute,
  testCard: ensureTestCardRoute,
  urls: getUrlsRoute,
  recordEvent: recordCardEventRoute,
  publicCard: getPublicCardRoute,
  wishMediaStatus: getWishMediaStatusRoute,
  saveWish: saveWishRoute,
  resetCard: resetCardRoute,
});
