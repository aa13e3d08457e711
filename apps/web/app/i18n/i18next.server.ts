import i18next, { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, isLng, LOCALE_KEY, supportedLngs, type Lng } from "./config";
import { detectLocale } from "./detect-locale";

function readCookie(header: string | null, name: string): string | undefined {
  return header
    ?.split(";")
    .map((p) => p.trim().split("="))
    .find(([k]) => k === name)?.[1];
}

// Detection order (detect-locale.ts): the saved choice (cookie `locale`, written by the user menu)
// → the browser's languages → ru (and en as i18next's last fallback for a missing key).
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: "ru",
    order: ["custom"],
    findLocale: async (request) =>
      detectLocale({
        saved: readCookie(request.headers.get("cookie"), LOCALE_KEY),
        acceptLanguage: request.headers.get("accept-language"),
      }),
  },
  i18next: i18nConfig,
});

// Meta functions (document titles, lib/meta-title.ts) run outside React and read the default
// instance; on the server it holds every text of both languages. Synchronous, so it is ready
// before the first request.
void i18next.init({ ...i18nConfig, initImmediate: false });

export async function getLocale(request: Request): Promise<Lng> {
  const found = await remixI18next.getLocale(request);
  return isLng(found) ? found : "ru";
}

export async function createServerI18n(lng: Lng) {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ ...i18nConfig, lng });
  return instance;
}
