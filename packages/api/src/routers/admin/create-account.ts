import { createAccount } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZCreateAccountRequestSchema } from "./create-account.types";

export const createAccountRoute = adminProcedure.input(ZCreateAccountRequestSchema).mutation(({ ctx, input }) => createAccount({ admin: ctx.user, input }));
