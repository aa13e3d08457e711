import { getAccountData } from "@ar/core";
import { publicProcedure } from "../../trpc/init";

export const getAccountDataRoute = publicProcedure.query(() => getAccountData());
