// Issue 12: counts are worded through i18next's plural rules (Intl.PluralRules), so Russian gets
// all three forms (1 открытка, 2 открытки, 5 открыток) and numbers are grouped for the locale.
import { createInstance, type i18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "../../app/i18n/config";

let ru: i18n;
let en: i18n;
beforeAll(async () => {
  ru = createInstance();
  en = createInstance();
  await ru.init({ ...i18nConfig, lng: "ru" });
  await en.init({ ...i18nConfig, lng: "en" });
});

/** Intl writes a narrow no-break space between digit groups; compare with a plain one. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const forms = (i: i18n, key: string, counts: number[]) => counts.map((count) => plain(i.t(key, { count })));

describe("Russian plurals", () => {
  it("words card counts with one, few and many", () => {
    expect(forms(ru, "wizard.order.cards", [1, 2, 5, 11, 21, 22, 25, 101, 112])).toEqual([
      "1 открытка",
      "2 открытки",
      "5 открыток",
      "11 открыток",
      "21 открытка",
      "22 открытки",
      "25 открыток",
      "101 открытка",
      "112 открыток",
    ]);
  });

  it("groups the digits of large counts", () => {
    expect(plain(ru.t("wizard.order.cards", { count: 1234 }))).toBe("1 234 открытки");
    expect(plain(en.t("wizard.order.cards", { count: 1234 }))).toBe("1,234 cards");
  });

  it("words the other counted things", () => {
    expect(forms(ru, "packs.itemsCount", [1, 3, 5])).toEqual(["1 элемент", "3 элемента", "5 элементов"]);
    expect(forms(ru, "print.placement.sheets", [1, 4, 10])).toEqual(["1 лист", "4 листа", "10 листов"]);
    expect(forms(ru, "codeEditor.preview.objects", [1, 2, 7])).toEqual([
      "1 объект в сцене",
      "2 объекта в сцене",
      "7 объектов в сцене",
    ]);
    expect(forms(ru, "sceneEditor.props.multiSelected", [21, 3, 6])).toEqual([
      "Выбран 21 объект",
      "Выбрано 3 объекта",
      "Выбрано 6 объектов",
    ]);
    expect(forms(ru, "arProjects.uploads.running", [1, 2, 5])).toEqual([
      "В работе 1 файл",
      "В работе 2 файла",
      "В работе 5 файлов",
    ]);
    expect(forms(ru, "collections.editor.print.balanceShort", [1, 3, 5])).toEqual([
      "На балансе недостаточно открыток для 1 новой.",
      "На балансе недостаточно открыток для 3 новых.",
      "На балансе недостаточно открыток для 5 новых.",
    ]);
  });
});

describe("English plurals", () => {
  it("words one and other", () => {
    expect(forms(en, "wizard.order.cards", [1, 2, 5, 21])).toEqual(["1 card", "2 cards", "5 cards", "21 cards"]);
    expect(forms(en, "packs.itemsCount", [1, 2])).toEqual(["1 item", "2 items"]);
    expect(forms(en, "collections.editor.print.balanceShort", [1, 2])).toEqual([
      "Not enough cards on your balance for 1 new card.",
      "Not enough cards on your balance for 2 new cards.",
    ]);
  });
});
