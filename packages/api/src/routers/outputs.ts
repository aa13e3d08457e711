// Output schemas (.output()): what a procedure answers, checked by tRPC on every call (a mismatch
// is a 500, never a silently different answer) and published in GET /api/openapi.json. Each is
// tied to the core DTO type it describes (`satisfies`), so a DTO change that the schema does not
// follow is a type error.
import { z } from "zod";
import type { AllStats, UserDto } from "@ar/core";

const isoDate = z.iso.datetime({ offset: true });

export const userDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  features: z.array(z.string()),
  cardsBalance: z.number().int(),
  customDomain: z.string().nullable(),
  createdAt: isoDate,
}) satisfies z.ZodType<UserDto>;

/** A sign-in's answer: the account and its session token (also set as the session cookie). */
export const sessionAnswer = z.object({ user: userDto, token: z.string() });

/** The address a mail went to (or would have: the answer does not say whether an account exists). */
export const emailAnswer = z.object({ email: z.string() });

export const signInOptions = z.object({ registerAllowed: z.boolean(), googleSignIn: z.boolean() });

export const localeAnswer = z.object({ locale: z.enum(["ru", "en"]) });

export const okAnswer = z.object({ ok: z.literal(true) });

const dayCount = z.object({ collectionId: z.number().int(), day: z.string(), count: z.number().int() });
export const allStats = z.object({
  cards: z.object({ collections: z.array(z.number().int()), visits: z.array(dayCount), usings: z.array(dayCount) }),
  arProjects: z.object({ count: z.number().int() }),
}) satisfies z.ZodType<AllStats>;
