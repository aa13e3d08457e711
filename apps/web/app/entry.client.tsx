import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadAllTexts, readEmbeddedTexts } from "./i18n/client-texts";
import { i18nOptions, isLng } from "./i18n/languages";
import { loadSignedInFrame } from "./lib/lazy-signed-in-frame";

async function hydrate() {
  // The server wrote the language it rendered into <html lang>; start in the same one (no flash).
  const lang = document.documentElement.lang;
  const lng = isLng(lang) ? lang : "ru";
  const embedded = readEmbeddedTexts();
  await i18next
    .use(initReactI18next)
    .init({ ...i18nOptions, lng, resources: embedded ? { [lng]: { translation: embedded } } : {} });
  // A page without embedded texts is a signed-in user's: its language and the frame it sits in
  // come as chunks (preloaded by the page, see the root loader), and hydration waits for both.
  if (!embedded) await Promise.all([loadAllTexts(i18next, lng), loadSignedInFrame()]);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
