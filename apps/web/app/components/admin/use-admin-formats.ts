// Dates, numbers and money of the admin screens in the interface language, built once per language.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../lib/format-price";
import type { PaginationLabels } from "../ui/pagination";
import { roublesToKopecks } from "./payment-status";

export type AdminFormats = {
  /** Digits only (22.11.2026, 11/22/2026): narrow enough for a table column. */
  shortDate(iso: string): string;
  /** The same with hours and minutes. */
  dateTime(iso: string): string;
  number(n: number): string;
  /** An amount in roubles as "1 234 ₽". */
  roubles(amount: number): string;
};

export function useAdminFormats(): AdminFormats {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const shortDate = new Intl.DateTimeFormat(lang, { year: "numeric", month: "2-digit", day: "2-digit" });
    const dateTime = new Intl.DateTimeFormat(lang, {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    const number = new Intl.NumberFormat(lang);
    // An unparsable date shows as sent rather than as "Invalid Date".
    const safe = (f: Intl.DateTimeFormat) => (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : f.format(d);
    };
    return {
      shortDate: safe(shortDate),
      dateTime: safe(dateTime),
      number: (n) => number.format(n),
      roubles: (amount) => formatPrice(roublesToKopecks(amount), lang),
    };
  }, [lang]);
}

export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t("admin.pagination.nav"),
    previous: t("admin.pagination.previous"),
    next: t("admin.pagination.next"),
    page: (page) => t("admin.pagination.page", { page }),
  };
}
