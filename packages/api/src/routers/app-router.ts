import { router } from "../trpc/init";
import { accountRouter } from "./account/router";
import { statsRouter } from "./stats/router";

export const appRouter = router({ account: accountRouter, stats: statsRouter });
export type AppRouter = typeof appRouter;
