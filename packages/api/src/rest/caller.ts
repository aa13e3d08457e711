import { appRouter } from "../routers/app-router";
import { createCallerFactory } from "../trpc/init";

export const createAppCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createAppCaller>;
