// Document titles come from meta functions, which run outside React (no useTranslation), so they
// read the bundled resources in the locale the root loader chose.
import type { MetaDescriptor } from "@remix-run/node";
import { en, type Resources } from "../i18n/en";
import { ru } from "../i18n/ru";

type Match = { id: string; data: unknown };

export function metaTitle(matches: readonly Match[], pick: (r: Resources) => string): MetaDescriptor[] {
  const locale = (matches.find((m) => m.id === "root")?.data as { locale?: string } | undefined)?.locale;
  const r: Resources = locale === "en" ? en : ru;
  return [{ title: `${pick(r)} · ${r.app.name}` }];
}
