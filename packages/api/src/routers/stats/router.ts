import { router } from "../../trpc/init";
import { getAllStatsRoute } from "./get-all-stats";

export const statsRouter = router({ all: getAllStatsRoute });
