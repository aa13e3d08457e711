// The e-mails' texts by language, for the server (packages/core builds the mails from them). A
// module of its own: the browser's language chunks (./en, ./ru) do not carry the `mail` section,
// and the API process and the worker load these texts without the interface's.
import { mailEn } from "./sections/mail.en";
import { mailRu } from "./sections/mail.ru";

export const mailTexts = { en: mailEn, ru: mailRu };
export type MailLng = keyof typeof mailTexts;

/**
 * Fills i18next-style placeholders (`{{name}}`) from `values`; a value goes in as it is (no `$&`
 * replacement patterns), and a placeholder without a value is left as it was.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
