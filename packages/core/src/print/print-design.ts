// What the print renderer needs from a collection: the storage keys of its front/back artwork,
// each side's QR placement and colours (design pixels), and the card width. Read from the
// collection's `data` (see the editors spec, "Design side").
import { z } from "zod";
import { DEFAULT_CARD_WIDTH_CM } from "@ar/card-layout";

const sideSchema = z.object({
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  qrPosition: z.object({ x: z.number(), y: z.number(), size: z.number().positive() }).nullish(),
  qrColors: z.object({ dark: z.string(), light: z.string() }).nullish(),
});

const dataSchema = z
  .object({ frontside: sideSchema.optional(), backside: sideSchema.optional(), cardWidth: z.number().positive().optional(), domain: z.string().optional() })
  .passthrough();

export type PrintSidePlan = { imageKey: string; qr?: { x: number; y: number; size: number; designWidth: number; colors: { dark: string; light: string } } };
export type PrintDesignPlan = { front: PrintSidePlan; back?: PrintSidePlan; cardWidthCm: number; domain?: string };

function side(imageKey: string | null, raw: z.infer<typeof sideSchema> | undefined): PrintSidePlan | undefined {
  if (!imageKey) return undefined;
  const qr = raw?.qrPosition && raw.width
    ? { ...raw.qrPosition, designWidth: raw.width, colors: raw.qrColors ?? { dark: "#000000", light: "#FFFFFF" } }
    : undefined;
  return { imageKey, ...(qr ? { qr } : {}) };
}

export function printDesignOf(collection: { backgroundFrontSrc: string | null; backgroundBackSrc: string | null; data: unknown }): PrintDesignPlan | null {
  const data = dataSchema.safeParse(collection.data ?? {});
  const d = data.success ? data.data : {};
  const front = side(collection.backgroundFrontSrc, d.frontside);
  if (!front) return null;
  const back = side(collection.backgroundBackSrc, d.backside);
  return { front, ...(back ? { back } : {}), cardWidthCm: d.cardWidth ?? DEFAULT_CARD_WIDTH_CM, ...(d.domain ? { domain: d.domain } : {}) };
}
