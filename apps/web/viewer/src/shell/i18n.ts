// The viewer's texts: ru or en by the browser's language (navigator.languages, first match wins;
// anything else reads English). Each feature registers its own texts (registerTexts) so the boot
// chunk carries only the shell's; F's card pages register theirs when they load. t(key, values)
// replaces {name} placeholders; a missing key is a bug and reads as the key itself.
export type Lang = "ru" | "en";
export type Texts = Record<string, string>;

const registry: Record<Lang, Texts> = { ru: {}, en: {} };
let current: Lang | null = null;

/** The first of the browser's languages that is ru or en; English otherwise. */
export function detectLang(
  languages: readonly string[] = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]),
): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split("-")[0];
    if (base === "ru" || base === "en") return base;
  }
  return "en";
}

export function lang(): Lang {
  if (!current) {
    current = detectLang();
    if (typeof document !== "undefined") document.documentElement.lang = current;
  }
  return current;
}

/** Overrides the detected language (tests, a future switch); also sets <html lang>. */
export function setLang(l: Lang): void {
  current = l;
  if (typeof document !== "undefined") document.documentElement.lang = l;
}

/**
 * Adds a feature's texts. Both languages must name the same keys: a text missing in one language
 * is refused here (thrown), so it shows up the first time the feature loads, not on a phone.
 */
export function registerTexts(texts: { en: Texts; ru: Texts }): void {
  const en = Object.keys(texts.en);
  const ru = new Set(Object.keys(texts.ru));
  const missing = [...en.filter((k) => !ru.has(k)), ...[...ru].filter((k) => !(k in texts.en))];
  if (missing.length) throw new Error(`viewer texts missing in one language: ${missing.join(", ")}`);
  Object.assign(registry.en, texts.en);
  Object.assign(registry.ru, texts.ru);
}

export function t(key: string, values?: Record<string, string | number>): string {
  const text = registry[lang()][key] ?? registry.en[key] ?? key;
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
}
