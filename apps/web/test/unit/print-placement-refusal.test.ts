// A print the server refuses (400 with fields) shows what is wrong in the dialog, next to the
// field or as a message naming it, never the bare "could not be added". The answers below are the
// ones print.start and cards.update give (packages/api/test/integration/print-design-bounds.test.ts).
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { en, ru } from "@ar/i18n";
import { i18nConfig } from "../../app/i18n/config";
import { placementRefusal } from "../../app/components/print/placement-refusal";

const bad = (fields: Record<string, string>) => ({ code: "BAD_REQUEST", status: 400, fields });

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "en" });
});

describe("a refused print", () => {
  it("puts print.start's size fields next to the dialog's inputs, with their codes", () => {
    expect(placementRefusal(bad({ "cut.width": "too_large", "cut.height": "card_does_not_fit" }))).toEqual({
      fields: { width: "too_large", height: "card_does_not_fit" },
    });
    expect(placementRefusal(bad({ cardHeight: "too_large" }))).toEqual({ fields: { cardHeight: "too_large" } });
    expect(placementRefusal(bad({ cardWidth: "too_small" }))).toEqual({ fields: { cardWidth: "too_small" } });
    expect(placementRefusal(bad({ "cut.count": "invalid" }))).toEqual({ fields: { count: "invalid" } });
  });

  it("puts cards.update's card width on the card width input", () => {
    expect(placementRefusal(bad({ "data.cardWidth": "too_large" }))).toEqual({ fields: { cardWidth: "too_large" } });
  });

  it("a code the dialog has no text for reads as invalid", () => {
    expect(placementRefusal(bad({ "cut.width": "something_new" }))).toEqual({ fields: { width: "invalid" } });
  });

  it("names a saved design that cannot be printed, and its domain when that is the part", () => {
    expect(placementRefusal(bad({ collectionId: "invalid_design", "data.domain": "invalid" }))).toEqual({
      fields: {},
      message: { key: "print.placement.refused.domain" },
    });
    expect(placementRefusal(bad({ "data.domain": "invalid" }))).toEqual({
      fields: {},
      message: { key: "print.placement.refused.domain" },
    });
    expect(placementRefusal(bad({ collectionId: "invalid_design", "data.frontside.width": "invalid" }))).toEqual({
      fields: {},
      message: { key: "print.placement.refused.design" },
    });
    expect(placementRefusal(bad({ collectionId: "no_design" }))).toEqual({
      fields: {},
      message: { key: "print.placement.refused.noDesign" },
    });
  });

  it("settings the dialog has no input for get one message, and the fields it has still show", () => {
    expect(placementRefusal(bad({ "cut.linesColor": "invalid", "cut.width": "too_large" }))).toEqual({
      fields: { width: "too_large" },
      message: { key: "print.placement.refused.settings" },
    });
  });

  it("leaves other answers to the caller: a short balance (409), a server error, the network", () => {
    expect(placementRefusal({ code: "CONFLICT", status: 409, fields: { count: "insufficient_balance" } })).toBeNull();
    expect(placementRefusal({ code: "INTERNAL_SERVER_ERROR", status: 500, fields: {} })).toBeNull();
    expect(placementRefusal(bad({}))).toBeNull();
    expect(placementRefusal({ fields: {} })).toBeNull();
  });

  it("every message has its text in both languages", () => {
    for (const key of Object.keys(en.print.placement.refused)) {
      expect(i18n.getFixedT("en")(`print.placement.refused.${key}`)).toBe(
        en.print.placement.refused[key as keyof typeof en.print.placement.refused],
      );
      expect(ru.print.placement.refused[key as keyof typeof ru.print.placement.refused]).toMatch(/[а-я]/);
    }
    expect(Object.keys(ru.print.placement.refused).sort()).toEqual(Object.keys(en.print.placement.refused).sort());
  });
});
