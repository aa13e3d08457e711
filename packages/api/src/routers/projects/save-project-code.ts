import { saveProjectCode } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZSaveProjectCodeRequestSchema } from "./save-project-code.types";

export const saveProjectCodeRoute = authedProcedure.input(ZSaveProjectCodeRequestSchema).mutation(({ ctx, input }) => saveProjectCode({ actor: ctx.user, projectId: input.projectId, input }));
