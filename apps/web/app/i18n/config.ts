// The complete i18next settings, with every interface text of both languages (from @ar/i18n): for
// the server render (it can draw any screen in either language) and for unit tests. Browser code
// uses ./languages and gets its texts through ./client-texts instead, so a page does not download
// both languages.
import { en, ru } from "@ar/i18n";
import { i18nOptions } from "./languages";

export { isLng, LOCALE_KEY, supportedLngs, type Lng } from "./languages";

export const i18nConfig = {
  ...i18nOptions,
  resources: { en: { translation: en }, ru: { translation: ru } },
};
