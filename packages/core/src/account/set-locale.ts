// The person's language (User.locale) follows the interface language they choose while signed in
// (issue 23), so the mails sent to them later (recovery, e-mail change) are in that language.
// Sign-up sets it first; the switcher calls this on every change.
import { z } from "zod";
import { getDb } from "@ar/db";

export const setLocaleInput = z.object({ locale: z.enum(["ru", "en"]) });

/** Stores the language; writes nothing when it is already the stored one. */
export async function setOwnLocale(opts: { userId: number; input: unknown }): Promise<{ locale: "ru" | "en" }> {
  const { locale } = setLocaleInput.parse(opts.input);
  await getDb().user.updateMany({ where: { id: opts.userId, NOT: { locale } }, data: { locale } });
  return { locale };
}
