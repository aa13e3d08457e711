import { z } from "zod";
import type { UserDto } from "@ar/core/account";
import { count, id, isoDate } from "./common";

export const userDto = z.object({
  id,
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  features: z.array(z.string()),
  cardsBalance: count,
  customDomain: z.string().nullable(),
  createdAt: isoDate,
}) satisfies z.ZodType<UserDto>;

/** A sign-in's answer: the account and its session token (also set as the session cookie). */
export const sessionAnswer = z.object({ user: userDto, token: z.string() });

/** The address a mail went to (or would have: the answer does not say whether an account exists). */
export const emailAnswer = z.object({ email: z.string() });

export const signInOptions = z.object({ registerAllowed: z.boolean(), googleSignIn: z.boolean() });

export const localeAnswer = z.object({ locale: z.enum(["ru", "en"]) });
