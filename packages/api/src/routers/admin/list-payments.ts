import { listPayments } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZListPaymentsRequestSchema } from "./list-payments.types";

export const listPaymentsRoute = adminProcedure.input(ZListPaymentsRequestSchema).query(({ input }) => listPayments({ input: input ?? {} }));
