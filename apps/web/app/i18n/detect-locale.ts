// Locale detection: the saved choice (cookie `locale`) → the browser's languages in their q order
// (a regional tag such as en-GB counts as its base language) → ru. Pure, so tests pin it down.
// remix-i18next's own header matcher was not used: it answered ru for
// "de-DE,de;q=0.9,en;q=0.8,ru;q=0.5" (see the unit test).
import { isLng, type Lng } from "./config";

export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((l) => l.tag && l.tag !== "*" && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

export function detectLocale(opts: { saved?: string | null; acceptLanguage?: string | null }): Lng {
  if (isLng(opts.saved)) return opts.saved;
  for (const tag of parseAcceptLanguage(opts.acceptLanguage)) {
    const base = tag.split("-")[0];
    if (isLng(base)) return base;
  }
  return "ru";
}
