// The answers of the sticker and model pack procedures.
import { z } from "zod";
import type { PackDto, PackItemDto } from "@ar/core/packs";
import { count, id, jsonTextOf } from "./common";

export const packKind = z.enum(["sticker", "model"]);

export const packDto = z.object({
  id,
  type: packKind,
  name: z.string(),
  authorName: z.string().nullable(),
  authorId: id,
  public: z.boolean(),
  itemsCount: count,
  previewSrc: z.string().nullable(),
  owned: z.boolean(),
}) satisfies z.ZodType<PackDto>;

/** GET /api/packs/my and /public: lists PostgreSQL renders, passed through as text (docs/decisions/0042). */
export const packList = jsonTextOf(z.array(packDto));

export const packItem = z.object({
  id,
  src: z.string(),
  previewSrc: z.string().nullable(),
  altSrc: z.string().nullable(),
  name: z.string().nullable(),
}) satisfies z.ZodType<PackItemDto>;

export const packItems = z.array(packItem);
