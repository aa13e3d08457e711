import { toUserDto } from "@ar/core";
import { authedProcedure } from "../../trpc/init";

export const getAccountRoute = authedProcedure.query(({ ctx }) => toUserDto(ctx.user));
