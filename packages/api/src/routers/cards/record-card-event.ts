import { recordCardEvent } from "@ar/core";
import { crossSiteProcedure } from "../../trpc/init";
import { ZRecordCardEventRequestSchema } from "./record-card-event.types";

export const recordCardEventRoute = crossSiteProcedure
  .input(ZRecordCardEventRequestSchema)
  .mutation(({ ctx, input }) => recordCardEvent({ cardId: input.cardId, event: input.event, visitor: { ip: ctx.ip, userAgent: ctx.request.headers.get("user-agent") ?? "" } }));
