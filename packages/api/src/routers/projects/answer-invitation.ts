import { answerInvitation } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZAnswerInvitationRequestSchema } from "./answer-invitation.types";

// Beyond the spec: accept or decline a share (docs/decisions/0013).
export const answerInvitationRoute = authedProcedure.input(ZAnswerInvitationRequestSchema).mutation(({ ctx, input }) => answerInvitation({ actor: ctx.user, input }));
