import { register } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZRegisterRequestSchema } from "./register.types";

export const registerRoute = publicProcedure.input(ZRegisterRequestSchema).mutation(({ ctx, input }) => register({ input, ip: ctx.ip }));
