// The languages of the interface and the i18next settings that do not depend on the texts. Browser
// code imports this module, never ./config: the texts reach the browser as described in
// ./client-texts.ts.
export const supportedLngs = ["ru", "en"] as const;
export type Lng = (typeof supportedLngs)[number];
export const LOCALE_KEY = "locale";

export const i18nOptions = {
  supportedLngs: [...supportedLngs],
  // Spec 1: browser language, else Russian, with English as the final fallback.
  fallbackLng: ["ru", "en"],
  defaultNS: "translation",
  interpolation: { escapeValue: false },
};

export function isLng(v: unknown): v is Lng {
  return v === "ru" || v === "en";
}
