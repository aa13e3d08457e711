import { signByGoogle } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZSignByGoogleRequestSchema } from "./sign-by-google.types";
import { answerWithSession } from "./auth-response";

export const signByGoogleRoute = publicProcedure
  .input(ZSignByGoogleRequestSchema)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await signByGoogle({ input })));
