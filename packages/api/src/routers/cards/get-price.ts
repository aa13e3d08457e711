import { getPrice } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetPriceRequestSchema } from "./get-price.types";

export const getPriceRoute = authedProcedure.input(ZGetPriceRequestSchema).query(({ input }) => getPrice({ input }));
