// What the print renderer needs from a collection: the storage keys of its front/back artwork,
// each side's QR placement and colours (design pixels), and the card width. Read from the
// collection's `data` (see the editors spec, "Design side").
//
// One schema for writing and reading: collections accept only `data` whose print part parses
// (collection-commands.ts), and a design that still does not parse (a row written before these
// rules) fails its export with DESIGN_INVALID. It is never printed with defaults, which used to
// give cards at the default width with no QR code, reported as a success.
import { z } from "zod";
import { DEFAULT_CARD_WIDTH_CM, MAX_CARD_SIDE_CM, MIN_CARD_SIDE_CM, cardLinkBaseOn } from "@ar/card-layout";
import type { FieldErrors } from "../errors/app-error";
import { zodFieldErrors } from "../errors/to-error-response";
import { JobFailure } from "../jobs/job-failure";

const length = z.number().positive();
const sideSchema = z.object({
  width: length.optional(),
  height: length.optional(),
  qrPosition: z.object({ x: z.number(), y: z.number(), size: length }).nullish(),
  qrColors: z.object({ dark: z.string(), light: z.string() }).nullish(),
});

export const printCardWidthSchema = z
  .number()
  .refine((w) => w >= MIN_CARD_SIDE_CM, { message: `at least ${MIN_CARD_SIDE_CM} cm`, params: { code: "too_small" } })
  .refine((w) => w <= MAX_CARD_SIDE_CM, { message: `at most ${MAX_CARD_SIDE_CM} cm`, params: { code: "too_large" } });

/**
 * A host name, or null / "" for the default domain (the features step saves no domain, older rows
 * null), by the rule card links are built with.
 */
const domainSchema = z
  .string()
  .refine((d) => cardLinkBaseOn("https://viewer.invalid", d).ok, {
    message: "invalid domain",
    params: { code: "invalid" },
  })
  .nullish();

/** The print part of a collection's `data`; other keys (gift, video, editor state) pass through. */
export const printDataSchema = z
  .object({
    frontside: sideSchema.nullish(),
    backside: sideSchema.nullish(),
    cardWidth: printCardWidthSchema.nullish(),
    domain: domainSchema,
  })
  .passthrough();

export type PrintSidePlan = {
  imageKey: string;
  qr?: { x: number; y: number; size: number; designWidth: number; colors: { dark: string; light: string } };
};
export type PrintDesignPlan = {
  front: PrintSidePlan;
  back?: PrintSidePlan;
  cardWidthCm: number;
  /** The front design's size in design pixels, when saved: its proportions give the card height. */
  frontSize?: { width: number; height: number };
  domain?: string;
};

type CollectionDesign = { backgroundFrontSrc: string | null; backgroundBackSrc: string | null; data: unknown };

function side(imageKey: string | null, raw: z.infer<typeof sideSchema> | null | undefined): PrintSidePlan | undefined {
  if (!imageKey) return undefined;
  const qr =
    raw?.qrPosition && raw.width
      ? { ...raw.qrPosition, designWidth: raw.width, colors: raw.qrColors ?? { dark: "#000000", light: "#FFFFFF" } }
      : undefined;
  return { imageKey, ...(qr ? { qr } : {}) };
}

/**
 * The collection's print design: `missing` without a front image, `invalid` (with the fields of
 * `data` that do not parse) when its data cannot be printed as saved.
 */
export function readPrintDesign(
  collection: CollectionDesign,
):
  | { ok: true; plan: PrintDesignPlan }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "invalid"; fields: FieldErrors } {
  const parsed = printDataSchema.safeParse(collection.data ?? {});
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(zodFieldErrors(parsed.error)).map(([k, v]) => [`data.${k}`, v]));
    return { ok: false, reason: "invalid", fields };
  }
  const d = parsed.data;
  const front = side(collection.backgroundFrontSrc, d.frontside);
  if (!front) return { ok: false, reason: "missing" };
  const back = side(collection.backgroundBackSrc, d.backside);
  const frontSize =
    d.frontside?.width && d.frontside.height ? { width: d.frontside.width, height: d.frontside.height } : undefined;
  const domain = d.domain?.trim();
  return {
    ok: true,
    plan: {
      front,
      ...(back ? { back } : {}),
      cardWidthCm: d.cardWidth ?? DEFAULT_CARD_WIDTH_CM,
      ...(frontSize ? { frontSize } : {}),
      ...(domain ? { domain } : {}),
    },
  };
}

/**
 * For the print task: the plan, null without a front design, or a JobFailure DESIGN_INVALID (not
 * retried: the same data fails the same way) naming the fields that do not parse.
 */
export function printDesignOf(collection: CollectionDesign): PrintDesignPlan | null {
  const design = readPrintDesign(collection);
  if (design.ok) return design.plan;
  if (design.reason === "missing") return null;
  throw new JobFailure("DESIGN_INVALID", { retryable: false, detail: Object.keys(design.fields).join(", ") });
}
