import { z } from "zod";
import type { AllStats } from "@ar/core/stats";
import { count, id } from "./common";

const dayCount = z.object({ collectionId: id, day: z.string(), count });

export const allStats = z.object({
  cards: z.object({ collections: z.array(id), visits: z.array(dayCount), usings: z.array(dayCount) }),
  arProjects: z.object({ count }),
}) satisfies z.ZodType<AllStats>;
