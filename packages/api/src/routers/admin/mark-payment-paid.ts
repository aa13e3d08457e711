import { markPaymentPaid } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZMarkPaymentPaidRequestSchema } from "./mark-payment-paid.types";

export const markPaymentPaidRoute = adminProcedure.input(ZMarkPaymentPaidRequestSchema).mutation(({ ctx, input }) => markPaymentPaid({ admin: ctx.user, paymentId: input.paymentId }));
