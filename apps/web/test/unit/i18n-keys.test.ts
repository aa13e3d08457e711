import { describe, expect, it } from "vitest";
import { en } from "../../app/i18n/en";
import { ru } from "../../app/i18n/ru";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("interface text", () => {
  it("has the same keys in English and Russian", () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it("has no empty texts", () => {
    for (const [lang, res] of [["en", en], ["ru", ru]] as const) {
      const empty = keys(res).filter((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], res) === "");
      expect(empty, lang).toEqual([]);
    }
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
});
