// Issue 19 §6: while payments go to the sandbox provider every signed-in screen says so (the
// header's "test payments" badge, driven by publicConfig().testPayments), in both languages.
import { afterEach, describe, expect, it } from "vitest";
import { setEnvVar } from "@ar/config";
import { en, ru } from "@ar/i18n";
import { publicConfig } from "../../app/server/public-config.server";

afterEach(() => setEnvVar("PAYMENT_PROVIDER", "sandbox"));

describe("test payments banner", () => {
  it("is on with the sandbox provider and off with YooKassa", () => {
    setEnvVar("PAYMENT_PROVIDER", "sandbox");
    expect(publicConfig().testPayments).toBe(true);
    setEnvVar("PAYMENT_PROVIDER", "yookassa");
    expect(publicConfig().testPayments).toBe(false);
  });

  it("has its text in en and ru", () => {
    expect(en.sandboxPay.banner).toBe("Test payments");
    expect(ru.sandboxPay.banner).toBe("Тестовые платежи");
    expect(ru.sandboxPay.bannerText).toMatch(/деньги не списываются/);
  });
});
