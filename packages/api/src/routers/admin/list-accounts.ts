import { listAccounts } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZListAccountsRequestSchema } from "./list-accounts.types";

export const listAccountsRoute = adminProcedure.input(ZListAccountsRequestSchema).query(({ input }) => listAccounts({ input: input ?? {} }));
