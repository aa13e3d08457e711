// The confirmation e-mail comes in the user's language, complete in both, with the name and link
// escaped in the HTML part.
import { describe, expect, it } from "vitest";
import { confirmEmail, confirmEmailTexts } from "../src/mail/confirm-email";

describe("confirmation e-mail texts", () => {
  it("has the same texts in ru and en, none empty, none left untranslated", () => {
    const ru = confirmEmailTexts.ru;
    const en = confirmEmailTexts.en;
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(ru) as (keyof typeof ru)[]) {
      const [r, e] = [ru[key], en[key]].map((v) => (typeof v === "function" ? v("X") : v));
      expect(r!.trim()).not.toBe("");
      expect(e!.trim()).not.toBe("");
      expect(r).not.toBe(e);
      expect(r).toMatch(/[а-яё]/i);
    }
  });

  it("renders each language with the name and link, escaped in HTML", () => {
    const link = "https://example.com/auth/confirm?token=a&b=1";
    const ru = confirmEmail({ name: "<Аня>", link, locale: "ru" });
    expect(ru.subject).toBe("Подтвердите адрес электронной почты");
    expect(ru.text).toContain("Здравствуйте, <Аня>!");
    expect(ru.text).toContain(link);
    expect(ru.html).toContain("&#60;Аня&#62;");
    expect(ru.html).not.toContain("<Аня>");
    expect(ru.html).toContain("token=a&#38;b=1");
    const en = confirmEmail({ name: "Ann", link, locale: "en" });
    expect(en.subject).toBe("Confirm your e-mail address");
    expect(en.text).toContain("Hello, Ann!");
  });
});
