import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Lng } from "../i18n/config";
import { saveLocale } from "./set-locale";

/**
 * Switches the whole interface: the text at once, then the root loader is re-run so <html lang>
 * and the server-side locale agree (the cookie makes a reload keep the choice).
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  return useCallback(
    (lng: Lng) => {
      saveLocale(lng);
      void i18n.changeLanguage(lng);
      revalidator.revalidate();
    },
    [i18n, revalidator],
  );
}
