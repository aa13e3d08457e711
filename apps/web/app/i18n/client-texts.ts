// How the browser gets its interface text (docs/ARCHITECTURE.md, i18n). The server holds every
// text (./config) and renders in the chosen language; the browser only holds the language on
// screen (the texts themselves are in @ar/i18n):
//  - a page rendered without a user (sign-in, sign-up, e-mail confirmation, error pages) carries
//    the core sections of its language in a JSON block (<EmbeddedTexts>), so those screens load
//    no translation code at all;
//  - a signed-in user's page, a language switch and a client navigation that needs more than is
//    there load every section of one language as its own chunk (@ar/i18n/en or @ar/i18n/ru; the
//    e-mails' texts are not in them) before anything is drawn with it: no raw keys, no
//    half-switched screen.
import type { i18n as I18n } from "i18next";
import type { Resources } from "@ar/i18n/en";
import type { Lng } from "./languages";

/**
 * Sections that only signed-in screens show. Every other section is core and comes with each page
 * (a new section is core until it is listed here); test/unit/i18n-core-texts.test.ts checks that
 * the screens shown without a user use core sections only.
 */
export const SIGNED_IN_SECTIONS: readonly string[] = [
  "home",
  "sandboxPay",
  "about",
  "admin",
  "collections",
  "print",
  "packs",
  "wizard",
  "wizardDesign",
  "arProjects",
  "sceneEditor",
  "codeEditor",
  "arkit",
  "jobs",
];

export const EMBEDDED_TEXTS_ID = "i18n-texts";

export function coreTexts(all: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([section]) => !SIGNED_IN_SECTIONS.includes(section)));
}

/** The core texts as the content of a JSON script block; "<" is escaped so no text can end the element. */
export function embeddedTextsJson(all: object): string {
  return JSON.stringify(coreTexts(all)).replace(/</g, "\\u003c");
}

export function readEmbeddedTexts(): Record<string, unknown> | undefined {
  const json = document.getElementById(EMBEDDED_TEXTS_ID)?.textContent;
  return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
}

const importers: Record<Lng, () => Promise<Resources>> = {
  en: () => import("@ar/i18n/en").then((m) => m.en),
  ru: () => import("@ar/i18n/ru").then((m) => m.ru),
};
const loads = new Map<Lng, Promise<void>>();

/** Adds every text of `lng` to `i18n`, once per language (a failed download is tried again on the next call). */
export function loadAllTexts(i18n: I18n, lng: Lng): Promise<void> {
  let load = loads.get(lng);
  if (!load) {
    load = importers[lng]().then((texts) => {
      i18n.addResourceBundle(lng, "translation", texts, true, true);
    });
    load.catch(() => loads.delete(lng));
    loads.set(lng, load);
  }
  return load;
}

/** Resolves once `i18n` can draw the next screen in `lng`: every text for a signed-in user, at least the core ones otherwise. */
export function ensureTexts(i18n: I18n, lng: Lng, signedIn: boolean): Promise<void> {
  if (!signedIn && i18n.hasResourceBundle(lng, "translation")) return Promise.resolve();
  return loadAllTexts(i18n, lng);
}
