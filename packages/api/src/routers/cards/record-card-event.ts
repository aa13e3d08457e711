import { recordCardEvent } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZRecordCardEventRequestSchema } from "./record-card-event.types";

export const recordCardEventRoute = publicProcedure.input(ZRecordCardEventRequestSchema).mutation(({ input }) => recordCardEvent({ cardId: input.cardId, event: input.event }));
