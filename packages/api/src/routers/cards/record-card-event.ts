import { recordCardEvent } from "@ar/core";
import { crossSiteProcedure } from "../../trpc/init";
import { ZRecordCardEventRequestSchema } from "./record-card-event.types";

export const recordCardEventRoute = crossSiteProcedure.input(ZRecordCardEventRequestSchema).mutation(({ input }) => recordCardEvent({ cardId: input.cardId, event: input.event }));
