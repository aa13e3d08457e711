// The confirmation e-mail comes in the user's language, built from the `mail` section of the
// shared ru/en resource (@ar/i18n; its key parity is checked there), with the name filled in and
// the name and link escaped in the HTML part.
import { mailTexts } from "@ar/i18n/mail";
import { describe, expect, it } from "vitest";
import { confirmEmail } from "../src/mail/confirm-email";

describe("confirmation e-mail", () => {
  it("uses every text of the resource in each language, translated, with no placeholder left", () => {
    const link = "https://example.com/auth/confirm?token=t";
    for (const locale of ["ru", "en"] as const) {
      const t = mailTexts[locale].confirm;
      const mail = confirmEmail({ name: "Ann", link, locale });
      expect(mail.subject).toBe(t.subject);
      for (const text of [t.body, t.ignore]) {
        expect(mail.text).toContain(text);
        expect(mail.html).toContain(text);
      }
      expect(mail.html).toContain(`>${t.button}</a>`);
      expect(`${mail.text}${mail.html}`).not.toContain("{{");
    }
    expect(mailTexts.ru.confirm.subject).toMatch(/[а-яё]/i);
    expect(mailTexts.ru.confirm.body).not.toBe(mailTexts.en.confirm.body);
  });

  it("renders each language with the name and link, escaped in HTML", () => {
    const link = "https://example.com/auth/confirm?token=a&b=1";
    const ru = confirmEmail({ name: "<Аня>", link, locale: "ru" });
    expect(ru.subject).toBe("Подтвердите адрес электронной почты");
    expect(ru.text).toContain("Здравствуйте, <Аня>!");
    expect(ru.text).toContain(link);
    expect(ru.html).toContain("Здравствуйте, &#60;Аня&#62;!");
    expect(ru.html).not.toContain("<Аня>");
    expect(ru.html).toContain("token=a&#38;b=1");
    const en = confirmEmail({ name: "Ann", link, locale: "en" });
    expect(en.subject).toBe("Confirm your e-mail address");
    expect(en.text).toContain("Hello, Ann!");
  });

  it("puts a name in as it is, even one that looks like a placeholder or a replacement pattern", () => {
    const mail = confirmEmail({ name: "$& {{name}} $1", link: "https://example.com/c", locale: "en" });
    expect(mail.text.split("\n")[0]).toBe("Hello, $& {{name}} $1!");
  });
});
