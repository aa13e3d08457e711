// Key parity of the ru/en resources, the e-mails' section included: what a language lacks would
// show as the other language's text or a raw key.
import { describe, expect, it } from "vitest";
import { en as interfaceEn, resources, ru as interfaceRu } from "../src/index";

const { en, ru } = resources;

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("ru/en texts", () => {
  it("has the same keys in English and Russian", () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it("has no empty texts", () => {
    for (const [lang, res] of [
      ["en", en],
      ["ru", ru],
    ] as const) {
      const empty = keys(res).filter(
        (k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], res) === "",
      );
      expect(empty, lang).toEqual([]);
    }
  });

  it("has every plural form each language's rules need", () => {
    for (const [lang, res] of [
      ["en", en],
      ["ru", ru],
    ] as const) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const families = new Set(
        keys(res)
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, "")),
      );
      const all = new Set(keys(res));
      const missing = [...families].flatMap((base) =>
        needed.filter((c) => !all.has(`${base}_${c}`)).map((c) => `${base}_${c}`),
      );
      expect(missing, lang).toEqual([]);
      // A counted text is either all plural forms or a single key, never both.
      expect(
        [...families].filter((base) => all.has(base)),
        lang,
      ).toEqual([]);
    }
  });

  it("uses the same interpolation values in both languages", () => {
    const valueOf = (res: object, key: string) =>
      key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], res) as string;
    const vars = (text: string) => [...new Set([...text.matchAll(/{{\s*([\w.]+)/g)].map((m) => m[1]))].sort();
    const differ = keys(en)
      .filter((k) => !PLURAL.test(k) || k.endsWith("_other"))
      .filter((k) => vars(valueOf(en, k)).join() !== vars(valueOf(ru, k)).join());
    expect(differ).toEqual([]);
  });

  it("keeps the spec's exact texts", () => {
    expect(ru.errors.required).toBe("Поле обязательно для заполнения");
    expect(en.notFound.title).toBe("404 | Page not found");
    expect(ru.notFound.title).toBe("404 | Страница не найдена");
    expect(en.notFound.back).toBe("Go Back");
    expect(en.home.emptyHeading).toBe("You have no projects yet");
    expect(en.home.emptySub).toBe("Choose what to create");
    expect(en.home.welcome).toBe("Welcome");
    expect(en.home.availableFunctions).toBe("Available functions");
  });

  it("keeps the e-mails out of the interface texts the browser downloads", () => {
    expect(Object.keys(en)).toContain("mail");
    expect(Object.keys(interfaceEn)).not.toContain("mail");
    expect(Object.keys(interfaceRu)).not.toContain("mail");
    expect(Object.keys(en).filter((k) => k !== "mail")).toEqual(Object.keys(interfaceEn));
  });
});
