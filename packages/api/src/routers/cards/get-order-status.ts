import { getOrderStatus } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetOrderStatusRequestSchema } from "./get-order-status.types";

export const getOrderStatusRoute = authedProcedure.input(ZGetOrderStatusRequestSchema).query(({ ctx, input }) => getOrderStatus({ actor: ctx.user, orderId: input.orderId }));
