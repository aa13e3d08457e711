import { deleteAccount } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZDeleteAccountRequestSchema } from "./delete-account.types";

export const deleteAccountRoute = adminProcedure.input(ZDeleteAccountRequestSchema).mutation(({ ctx, input }) => deleteAccount({ admin: ctx.user, userId: input.userId }));
