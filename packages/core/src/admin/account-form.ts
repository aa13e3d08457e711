// The admin account form (platform spec §5): cardsBalance must be an integer ≥ 0 ("Wrong value");
// an empty customDomain is null; a password left empty or still shown as asterisks is not sent
// and not changed.
import { z } from "zod";
import { FEATURE_IDS } from "../account/user-dto";
import { emailField, requiredString } from "../validation/fields";

const balance = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === "string" ? v.trim() : v))
  .refine((v) => (typeof v === "number" ? Number.isInteger(v) && v >= 0 : /^\d+$/.test(v)), {
    message: "Wrong value",
    params: { code: "wrong_value" },
  })
  .transform((v) => Number(v))
  .refine((v) => v <= 10_000_000, { message: "Wrong value", params: { code: "wrong_value" } });

const password = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null || v === "" || /^\*+$/.test(v) ? undefined : v))
  .refine((v) => v === undefined || v.length >= 8, {
    message: "at least 8 characters",
    params: { code: "min_length" },
  });

const customDomain = z
  .string()
  .nullish()
  .transform((v) => (v ? v.trim().toLowerCase() : null))
  .refine((v) => v === null || v === "" || /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(v), {
    message: "invalid domain",
    params: { code: "invalid" },
  })
  .transform((v) => (v === "" ? null : v));

export const accountFormInput = z.object({
  name: requiredString(100),
  email: emailField,
  password,
  features: z.array(z.enum(FEATURE_IDS)).max(FEATURE_IDS.length).default([]),
  cardsBalance: balance.default(0),
  customDomain,
  isAdmin: z.boolean().optional(),
});
