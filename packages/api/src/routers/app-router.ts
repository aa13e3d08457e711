import { router } from "../trpc/init";
import { accountRouter } from "./account";
import { statsRouter } from "./stats";
import { printRouter } from "./print";
import { packsRouter } from "./packs";
import { cardsRouter } from "./cards";
import { adminRouter } from "./admin";
import { projectsRouter } from "./projects";
import { arkitRouter } from "./arkit";

export const appRouter = router({
  account: accountRouter,
  stats: statsRouter,
  print: printRouter,
  packs: packsRouter,
  cards: cardsRouter,
  admin: adminRouter,
  projects: projectsRouter,
  arkit: arkitRouter,
});
export type AppRouter = typeof appRouter;
