// The console's ru/en texts, one resource for every process: the web interface's sections (./en,
// ./ru: one object per language; the web app's i18n/client-texts.ts sends one of them to the
// browser) and the e-mails' `mail` section (./mail, server only). Each Russian object is typed by
// the English one (Widen), so a key missing in either language does not compile; test/keys.test.ts
// checks the rest (plural forms, placeholders, no empty text).
import { en } from "./en";
import { mailEn } from "./sections/mail.en";
import { mailRu } from "./sections/mail.ru";
import { ru } from "./ru";

export { en, type Resources } from "./en";
export { ru } from "./ru";
export { fillPlaceholders, mailTexts, type MailLng } from "./mail";
export type { Widen } from "./widen";

/** Every text of each language, the e-mails included. */
export const resources = {
  en: { ...en, mail: mailEn },
  ru: { ...ru, mail: mailRu },
};
