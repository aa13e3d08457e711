// The confirmation e-mail comes in the user's language, built from the `mail` section of the
// shared ru/en resource (@ar/i18n; its key parity is checked there), with the link escaped in the
// HTML part and no text of the registrant's (the address is not confirmed yet).
import { mailTexts } from "@ar/i18n/mail";
import { describe, expect, it } from "vitest";
import { confirmEmail } from "../src/mail/confirm-email";

describe("confirmation e-mail", () => {
  it("uses every text of the resource in each language, translated, with no placeholder left", () => {
    const link = "https://example.com/auth/confirm?token=t";
    for (const locale of ["ru", "en"] as const) {
      const t = mailTexts[locale].confirm;
      const mail = confirmEmail({ link, locale });
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

  it("renders each language with the link, escaped in HTML, and greets nobody by name", () => {
    const link = "https://example.com/auth/confirm?token=a&b=1";
    const ru = confirmEmail({ link, locale: "ru" });
    expect(ru.subject).toBe("Подтвердите адрес электронной почты");
    expect(ru.text.split("\n")[0]).toBe("Здравствуйте!");
    expect(ru.text).toContain(link);
    expect(ru.html).toContain("token=a&#38;b=1");
    const en = confirmEmail({ link, locale: "en" });
    expect(en.subject).toBe("Confirm your e-mail address");
    expect(en.text.split("\n")[0]).toBe("Hello!");
  });
});
