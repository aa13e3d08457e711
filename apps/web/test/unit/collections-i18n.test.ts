import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "../../app/i18n/config";
import { en, ru } from "@ar/i18n";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "en" });
});

describe("collection screens' texts", () => {
  it("keep the spec's English texts of the classic editor (platform spec 2)", () => {
    const e = en.collections.editor;
    expect(e.newTitle).toBe("Create new AR collection");
    expect(e.save).toBe("Save collection");
    expect(e.addBatch).toBe("Add a new batch of cards");
    expect(e.type).toBe("AR Cards type");
    expect(e.types).toEqual({ qr: "QR tracking", image: "Image tracking" });
    expect(e.frontSlot).toBe("Image with QR code");
    expect(e.backSlotQr).toBe("Image without QR");
    expect(e.backSlotImage).toBe("Image for tracking");
    expect(i18n.getFixedT("en")("collections.editor.cardsCreated", { n: 12 })).toBe("Cards created: 12");
  });

  it("use the spec's Russian QR contrast warning and upload error", () => {
    expect(ru.collections.editor.qr.contrast).toBe(
      "Внимание! Цвет QR кода недостаточно контрастный. Возможно ухудшение трекинга",
    );
    expect(en.collections.editor.errors.network).toBe("HTTP Error occurred");
  });
});
