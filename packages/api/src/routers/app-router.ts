import { router } from "../trpc/init";
import { accountRouter } from "./account/router";
import { statsRouter } from "./stats/router";
import { printRouter } from "./print/router";

export const appRouter = router({ account: accountRouter, stats: statsRouter, print: printRouter });
export type AppRouter = typeof appRouter;
