// Shared i18next settings for the server render and the browser. Resources are bundled (two small
// objects), so the first paint is already in the chosen language.
import { en } from "./en";
import { ru } from "./ru";

export const supportedLngs = ["ru", "en"] as const;
export type Lng = (typeof supportedLngs)[number];
export const LOCALE_KEY = "locale";

export const i18nConfig = {
  supportedLngs: [...supportedLngs],
  // Spec 1: browser language, else Russian, with English as the final fallback.
  fallbackLng: ["ru", "en"],
  defaultNS: "translation",
  resources: { en: { translation: en }, ru: { translation: ru } },
  interpolation: { escapeValue: false },
};

export function isLng(v: unknown): v is Lng {
  return v === "ru" || v === "en";
}
