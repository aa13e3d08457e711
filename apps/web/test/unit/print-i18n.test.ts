import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "../../app/i18n/config";
import { en, ru } from "@ar/i18n";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "ru" });
});

describe("print dialog texts", () => {
  it("keep the spec's English texts", () => {
    expect(en.print.placement.title).toBe("Select the way to save cards");
    expect(en.print.placement.count).toBe("Cards count");
    expect(en.print.placement.template).toBe("Template Page Size");
    expect(en.print.placement.otherSettings).toBe("Other settings");
    expect(en.print.placement.saveSheets).toBe("Save sheets");
    expect(en.print.placement.downloadCsv).toBe("Download as CSV");
    expect(en.print.placement.invalidValue).toBe("Input valid value");
    expect(en.print.generating.title).toBe("Generating cards");
  });

  it("use Russian plural forms for sheets", () => {
    const t = i18n.getFixedT("ru");
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => t("print.placement.sheets", { count }))).toEqual([
      "1 лист",
      "2 листа",
      "5 листов",
      "11 листов",
      "21 лист",
      "22 листа",
      "25 листов",
    ]);
    expect(t("print.placement.items", { count: 3 })).toBe("3 элемента");
    expect(ru.print.placement.title).toBe("Выберите способ сохранения открыток");
  });

  it("use English plural forms", () => {
    const t = i18n.getFixedT("en");
    expect(t("print.placement.sheets", { count: 1 })).toBe("1 sheet");
    expect(t("print.placement.sheets", { count: 2 })).toBe("2 sheets");
    expect(t("print.placement.items", { count: 1 })).toBe("1 item");
  });
});
