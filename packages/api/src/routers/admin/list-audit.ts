import { listAudit } from "@ar/core";
import { adminProcedure } from "../../trpc/init";
import { ZListAuditRequestSchema } from "./list-audit.types";

export const listAuditRoute = adminProcedure.input(ZListAuditRequestSchema).query(({ input }) => listAudit({ ...input }));
