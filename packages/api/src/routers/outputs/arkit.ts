import { z } from "zod";
import type { ArkitProjectDto } from "@ar/core/arkit";
import { id, isoDate } from "./common";

export const arkitProjectDto = z.object({
  id,
  name: z.string(),
  modelSrc: z.string().nullable(),
  usdzSrc: z.string().nullable(),
  previewSrc: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
}) satisfies z.ZodType<ArkitProjectDto>;
