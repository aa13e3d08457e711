// The complete i18next settings, with every text of both languages: for the server render (it can
// draw any screen in either language) and for unit tests. Browser code uses ./languages and gets
// its texts through ./client-texts instead, so a page does not download both languages.
import { en } from "./en";
import { i18nOptions } from "./languages";
import { ru } from "./ru";

export { isLng, LOCALE_KEY, supportedLngs, type Lng } from "./languages";

export const i18nConfig = {
  ...i18nOptions,
  resources: { en: { translation: en }, ru: { translation: ru } },
};
