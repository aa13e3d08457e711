import { describe, expect, it } from "vitest";
import { getLocale } from "../../app/i18n/i18next.server";

const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("locale detection: saved choice → browser language → ru", () => {
  it("the saved choice (cookie `locale`) wins over the browser", async () => {
    expect(await getLocale(req({ cookie: "a=1; locale=en", "accept-language": "ru-RU,ru;q=0.9" }))).toBe("en");
    expect(await getLocale(req({ cookie: "locale=ru", "accept-language": "en-US" }))).toBe("ru");
  });

  it("an unsupported saved value is ignored", async () => {
    expect(await getLocale(req({ cookie: "locale=de", "accept-language": "en-GB" }))).toBe("en");
  });

  it("the browser's languages are taken in preference order", async () => {
    expect(await getLocale(req({ "accept-language": "en-US,en;q=0.9" }))).toBe("en");
    expect(await getLocale(req({ "accept-language": "de-DE,de;q=0.9,en;q=0.8,ru;q=0.5" }))).toBe("en");
    expect(await getLocale(req({ "accept-language": "uk,ru;q=0.8,en;q=0.5" }))).toBe("ru");
  });

  it("nothing usable falls back to Russian", async () => {
    expect(await getLocale(req({}))).toBe("ru");
    expect(await getLocale(req({ "accept-language": "de-DE,fr;q=0.5" }))).toBe("ru");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q, then by position, and drops q=0 and *", async () => {
    const { parseAcceptLanguage } = await import("../../app/i18n/detect-locale");
    expect(parseAcceptLanguage("fr;q=0.5, en-GB, ru;q=0.8, de;q=0, *")).toEqual(["en-gb", "ru", "fr"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
