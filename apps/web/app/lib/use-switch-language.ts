import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ensureTexts } from "../i18n/client-texts";
import type { Lng } from "../i18n/languages";
import type { RootData } from "../root";
import { plainTrpc } from "../trpc/plain-client";
import { saveLocale } from "./set-locale";

/**
 * Switches the whole interface: once the new language's texts are in the browser (a chunk the
 * first time, see i18n/client-texts.ts), the text changes at once; then the root loader is re-run
 * so <html lang> and the server-side locale agree (the cookie makes a reload keep the choice).
 * Signed in, the choice is also stored as the person's language (User.locale), which the mails
 * sent to them later use (issue 23); the interface does not wait for that.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const signedIn = Boolean((useRouteLoaderData("root") as RootData | undefined)?.user);
  return useCallback(
    (lng: Lng) => {
      ensureTexts(i18n, lng, signedIn)
        .then(async () => {
          saveLocale(lng);
          await i18n.changeLanguage(lng);
          revalidator.revalidate();
          if (signedIn) await plainTrpc.account.setLocale.mutate({ locale: lng });
        })
        // Offline: the interface stays in its language, and the choice is not saved.
        .catch((error: unknown) => console.error(error));
    },
    [i18n, revalidator, signedIn],
  );
}
