// Document titles come from meta functions, which run outside React (no useTranslation), so they
// read the default i18next instance in the locale the root loader chose: in the browser the one
// entry.client set up (it holds the texts of every screen it can show, see i18n/client-texts.ts),
// on the server one holding every text (i18n/i18next.server.ts).
import type { MetaDescriptor } from "@remix-run/node";
import i18next from "i18next";
import type { Resources } from "@ar/i18n";

type Match = { id: string; data: unknown };

export function metaTitle(matches: readonly Match[], pick: (r: Resources) => string): MetaDescriptor[] {
  const locale = (matches.find((m) => m.id === "root")?.data as { locale?: string } | undefined)?.locale;
  const r = i18next.getResourceBundle(locale === "en" ? "en" : "ru", "translation") as Resources | undefined;
  return r ? [{ title: `${pick(r)} · ${r.app.name}` }] : [];
}
