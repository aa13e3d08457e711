import { getUrls } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetUrlsRequestSchema } from "./get-urls.types";

export const getUrlsRoute = authedProcedure.input(ZGetUrlsRequestSchema).query(({ input }) => getUrls({ input: input ?? {} }));
