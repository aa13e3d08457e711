import { describe, expect, it } from "vitest";
import { canChooseDomain, domainOptions, selectedDomain } from "../../app/components/wizard/domain-options";
import { featuresUpdate, readFeatures, type FeaturesForm } from "../../app/components/wizard/features-form";
import { giftLink, normalizeGift, readGift } from "../../app/components/wizard/gift";

describe("gift", () => {
  it("turns fixed with an empty link into none, and drops the link of the others", () => {
    expect(normalizeGift({ present: "fixed", presentUrl: "  " })).toEqual({ present: "none", presentUrl: "" });
    expect(normalizeGift({ present: "fixed", presentUrl: " https://a.example/x " })).toEqual({
      present: "fixed",
      presentUrl: "https://a.example/x",
    });
    expect(normalizeGift({ present: "client", presentUrl: "https://a.example" })).toEqual({
      present: "client",
      presentUrl: "",
    });
    expect(normalizeGift({ present: "none", presentUrl: "https://a.example" })).toEqual({
      present: "none",
      presentUrl: "",
    });
  });

  it("reads what was saved, with none for anything unknown", () => {
    expect(readGift({ present: "client" })).toEqual({ present: "client", presentUrl: "" });
    expect(readGift({ present: "fixed", presentUrl: "https://a.example" })).toEqual({
      present: "fixed",
      presentUrl: "https://a.example",
    });
    expect(readGift({ present: "boxes" })).toEqual({ present: "none", presentUrl: "" });
  });

  it("accepts web links, adding https:// to a bare address", () => {
    expect(giftLink("")).toBe("");
    expect(giftLink("shop.example/gift")).toBe("https://shop.example/gift");
    expect(giftLink("http://shop.example")).toBe("http://shop.example/");
    expect(giftLink("javascript:alert(1)")).toBeNull();
    expect(giftLink("not a link")).toBeNull();
    expect(giftLink("localhost")).toBeNull();
  });
});

describe("features form", () => {
  const base: FeaturesForm = {
    present: "none",
    presentUrl: "",
    interfaceType: "v2",
    stickerPacks: [1],
    modelPacks: [2],
    domain: null,
    video: null,
  };

  it("saves fixed-without-link as none and keeps the other design data", () => {
    const r = featuresUpdate(
      { frontside: { width: 10 }, domain: "old.example" },
      { ...base, present: "fixed", presentUrl: "" },
      { canChooseDomain: false },
    );
    expect(r).toEqual({
      ok: true,
      data: { frontside: { width: 10 }, domain: "old.example", present: "none", presentUrl: "", interfaceType: "v2" },
      assetPacks: [],
    });
  });

  it("refuses a fixed gift with a link that is not one", () => {
    expect(
      featuresUpdate({}, { ...base, present: "fixed", presentUrl: "not a link" }, { canChooseDomain: false }),
    ).toEqual({ ok: false, error: "linkInvalid" });
  });

  it("attaches packs only to the creative interface", () => {
    const r = featuresUpdate({}, { ...base, interfaceType: "classic" }, { canChooseDomain: false });
    expect(r.ok && r.assetPacks).toEqual([1, 2]);
  });

  it("writes the domain only for users who may choose it; the default is no domain", () => {
    const chosen = featuresUpdate({ domain: "a.example" }, { ...base, domain: "b.example" }, { canChooseDomain: true });
    expect(chosen.ok && chosen.data.domain).toBe("b.example");
    const reset = featuresUpdate({ domain: "a.example" }, base, { canChooseDomain: true });
    expect(reset.ok && "domain" in reset.data).toBe(false);
  });

  it("reads packs by kind and the saved interface", () => {
    const f = readFeatures(
      { interfaceType: "classic", present: "client" },
      [
        { id: 1, type: "sticker" },
        { id: 2, type: "model" },
        { id: 3, type: "sticker" },
      ],
      null,
    );
    expect(f).toMatchObject({ interfaceType: "classic", present: "client", stickerPacks: [1, 3], modelPacks: [2] });
  });
});

describe("domain selector", () => {
  it("shows only for users with the feature wishes", () => {
    expect(canChooseDomain(["wishes"])).toBe(true);
    expect(canChooseDomain(["ar-qr"])).toBe(false);
    expect(canChooseDomain(undefined)).toBe(false);
  });

  it("offers the default, the second provider domain and the user's custom domain, once each", () => {
    const urls = { wishes: "https://cards.example/w", wishesV2: "https://v2.example/c" };
    expect(domainOptions(urls, "Mine.Example")).toEqual([
      { kind: "default", host: "v2.example", value: null },
      { kind: "second", host: "cards.example", value: "cards.example" },
      { kind: "custom", host: "mine.example", value: "mine.example" },
    ]);
    expect(domainOptions({ wishes: "https://a.example/w", wishesV2: "https://a.example/w" }, null)).toEqual([
      { kind: "default", host: "a.example", value: null },
    ]);
  });

  it("takes the configured default and second domains from GET /api/urls' domains (issue 23)", () => {
    const urls = {
      wishes: "https://a.example/w",
      wishesV2: "https://a.example/w",
      domains: { default: "a.example", second: "b.example" },
    };
    expect(domainOptions(urls, "mine.example")).toEqual([
      { kind: "default", host: "a.example", value: null },
      { kind: "second", host: "b.example", value: "b.example" },
      { kind: "custom", host: "mine.example", value: "mine.example" },
    ]);
    expect(domainOptions({ ...urls, domains: { default: "a.example", second: null } }, null)).toEqual([
      { kind: "default", host: "a.example", value: null },
    ]);
  });

  it("keeps a saved domain that is offered, and falls back to the default otherwise", () => {
    const options = domainOptions({ wishes: "https://a.example/w", wishesV2: "https://b.example/w" }, "mine.example");
    expect(selectedDomain("mine.example", options)).toBe("mine.example");
    expect(selectedDomain("gone.example", options)).toBeNull();
    expect(selectedDomain("mine.example", [])).toBe("mine.example");
    expect(selectedDomain(undefined, options)).toBeNull();
  });
});
