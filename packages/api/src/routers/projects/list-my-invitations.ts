import { listMyInvitations } from "@ar/core";
import { authedProcedure } from "../../trpc/init";

// Beyond the spec: the shares waiting for the signed-in user's consent (docs/decisions/0013).
export const listMyInvitationsRoute = authedProcedure.query(({ ctx }) => listMyInvitations({ actor: ctx.user }));
