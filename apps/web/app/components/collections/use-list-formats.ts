// Dates and numbers of the list screens in the active interface language (Intl), built once
// per language rather than per row.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export type ListFormats = { date(iso: string): string; dateTime(iso: string): string; number(n: number): string };

export function useListFormats(): ListFormats {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
    const number = new Intl.NumberFormat(lang);
    const safe = (f: Intl.DateTimeFormat) => (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : f.format(d);
    };
    return { date: safe(date), dateTime: safe(dateTime), number: (n: number) => number.format(n) };
  }, [lang]);
}
