// Shared zod field rules. Spec 5: empty or whitespace-only required fields give code `required`.
import { z } from "zod";

export const requiredString = (max = 200) =>
  z
    .string({ error: () => "required" })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: "required", params: { code: "required" } })
    .refine((s) => s.length <= max, { message: "too long", params: { code: "too_long" } });

export const emailField = requiredString(254)
  .transform((s) => s.toLowerCase())
  .refine((s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), { message: "invalid email", params: { code: "email" } });

/** Passwords are not trimmed (spaces may be part of them) but may not be blank. */
export const passwordField = z
  .string({ error: () => "required" })
  .refine((s) => s.trim().length > 0, { message: "required", params: { code: "required" } })
  .refine((s) => s.length <= 512, { message: "too long", params: { code: "too_long" } });

/** A password chosen at sign-up: at least 8 characters (the spec leaves the rule open). */
export const newPasswordField = passwordField.refine((s) => s.length >= 8, {
  message: "at least 8 characters",
  params: { code: "min_length" },
});
