// The domains the wizard's selector offers come from configuration (issue 23: it offered one):
// the default is the v2 viewer's host, the second CARD_SECOND_DOMAIN, and GET /api/urls answers both.
import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnv, setEnvVar } from "@ar/config";
import { cardDomains, getUrls } from "../src/cards/get-urls";

const keys = ["APP_URL", "CARD_BASE_URL", "CARD_V2_BASE_URL", "CARD_SECOND_DOMAIN"] as const;
const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));

function configure(env: Partial<Record<(typeof keys)[number], string>>) {
  for (const k of keys) setEnvVar(k, env[k] ?? "");
}

afterEach(() => {
  for (const k of keys) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetServerEnv();
});

describe("card domains from configuration", () => {
  it("offers the v2 viewer's host and CARD_SECOND_DOMAIN (trimmed, lower case)", () => {
    configure({
      APP_URL: "https://console.example",
      CARD_V2_BASE_URL: "https://cards.example/v2",
      CARD_SECOND_DOMAIN: " Cards2.Example.NET ",
    });
    expect(cardDomains()).toEqual({ default: "cards.example", second: "cards2.example.net" });
    const urls = getUrls({ input: {} });
    expect(urls).toEqual({
      wishes: "https://console.example/w",
      wishesV2: "https://cards.example/v2",
      domains: { default: "cards.example", second: "cards2.example.net" },
    });
    // On the second domain the links keep the viewer's path (the print and QR rule).
    expect(getUrls({ input: { domain: "cards2.example.net" } }).wishesV2).toBe("https://cards2.example.net/v2");
  });

  it("without CARD_SECOND_DOMAIN: the classic viewer's host when it lives elsewhere, else none", () => {
    configure({
      APP_URL: "https://console.example",
      CARD_BASE_URL: "https://old.example/w",
      CARD_V2_BASE_URL: "https://cards.example/v2",
    });
    expect(cardDomains()).toEqual({ default: "cards.example", second: "old.example" });
    configure({ APP_URL: "https://console.example" });
    expect(cardDomains()).toEqual({ default: "console.example", second: null });
  });

  it("a second domain equal to the default is not offered twice", () => {
    configure({ APP_URL: "https://console.example", CARD_SECOND_DOMAIN: "console.example" });
    expect(cardDomains().second).toBeNull();
  });

  it("refuses a CARD_SECOND_DOMAIN that is no host name", () => {
    configure({ APP_URL: "https://console.example", CARD_SECOND_DOMAIN: "https://x.example/path" });
    expect(() => cardDomains()).toThrow(/CARD_SECOND_DOMAIN/);
  });
});
