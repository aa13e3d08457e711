import { confirmMail } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZConfirmMailRequestSchema } from "./confirm-mail.types";
import { answerWithSession } from "./auth-response";

export const confirmMailRoute = publicProcedure
  .input(ZConfirmMailRequestSchema)
  .mutation(async ({ ctx, input }) => answerWithSession(ctx, await confirmMail({ input, ip: ctx.ip })));
