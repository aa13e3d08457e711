import { login } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZLoginRequestSchema } from "./login.types";
import { answerWithSession } from "./auth-response";

export const loginRoute = publicProcedure
  .input(ZLoginRequestSchema)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await login({ input, ip: ctx.ip })));
