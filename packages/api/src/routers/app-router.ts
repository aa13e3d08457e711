import { router } from "../trpc/init";
import { accountRouter } from "./account/router";
import { statsRouter } from "./stats/router";
import { printRouter } from "./print/router";
import { packsRouter } from "./packs/router";
import { cardsRouter } from "./cards/router";
import { adminRouter } from "./admin/router";
import { projectsRouter } from "./projects/router";
import { arkitRouter } from "./arkit/router";

export const appRouter = router({ account: accountRouter, stats: statsRouter, print: printRouter, packs: packsRouter, cards: cardsRouter, admin: adminRouter, projects: projectsRouter, arkit: arkitRouter });
export type AppRouter = typeof appRouter;
