import { register } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZRegisterRequestSchema } from "./register.types";

export const registerRoute = publicProcedure.input(ZRegisterRequestSchema).mutation(({ input }) => register({ input }));
