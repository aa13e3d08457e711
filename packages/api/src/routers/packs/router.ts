import { router } from "../../trpc/init";
import { listMyPacksRoute } from "./list-my-packs";
import { listPublicPacksRoute } from "./list-public-packs";
import { listPackItemsRoute } from "./list-pack-items";
import { createPackRoute } from "./create-pack";
import { updatePackRoute } from "./update-pack";
import { deletePackRoute } from "./delete-pack";
import { setPackAccessRoute } from "./set-pack-access";
import { getPackRoute } from "./get-pack";
import { removePackRoute } from "./remove-pack";

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
});
