import { updateAccount } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZUpdateAccountRequestSchema } from "./update-account.types";

export const updateAccountRoute = adminProcedure.input(ZUpdateAccountRequestSchema).mutation(({ ctx, input }) => updateAccount({ admin: ctx.user, userId: input.userId, input }));
