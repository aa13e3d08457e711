import { describe, expect, it } from "vitest";
import { menuSections } from "../../app/lib/menu-items";

const ids = (features: string[], isAdmin = false) =>
  menuSections({ features, isAdmin }).flatMap((s) => s.entries.map((e) => e.id));

describe("menuSections (spec 2 side menu)", () => {
  it("always shows home and the v2 cards entry", () => {
    expect(ids([])).toEqual(["home", "cards"]);
  });

  it("shows sticker and 3D-model packs only with wishes", () => {
    expect(ids(["wishes"])).toEqual(["home", "cards", "stickers", "models"]);
  });

  it("opens the AR projects section for any AR feature, with only the allowed entries", () => {
    expect(menuSections({ features: ["world"], isAdmin: false }).map((s) => s.id)).toEqual(["main", "ar"]);
    expect(ids(["world"])).toEqual(["home", "cards", "ar-world"]);
    expect(ids(["code"])).toEqual(["home", "cards", "code"]);
    expect(ids(["ar-qr", "ar-albums", "world", "code"])).toEqual([
      "home",
      "cards",
      "ar-qr",
      "ar-albums",
      "ar-world",
      "code",
    ]);
  });

  it("shows ARKit with arkit and the admin section only to admins", () => {
    expect(ids(["arkit"])).toEqual(["home", "cards", "arkit"]);
    expect(ids([], true)).toEqual(["home", "cards", "accounts", "payments", "promo-codes", "all-packs"]);
  });

  it("links each entry to its route", () => {
    const all = menuSections({
      features: ["wishes", "ar-qr", "ar-albums", "world", "code", "arkit"],
      isAdmin: true,
    }).flatMap((s) => s.entries);
    expect(Object.fromEntries(all.map((e) => [e.id, e.to]))).toEqual({
      home: "/",
      cards: "/cards-v2",
      stickers: "/cards/stickers",
      models: "/cards/3d-models",
      "ar-qr": "/ar-qr",
      "ar-albums": "/ar-albums",
      "ar-world": "/ar-world",
      code: "/code",
      arkit: "/arkit",
      accounts: "/admin/accounts",
      payments: "/admin/payments",
      "promo-codes": "/admin/promo-codes",
      "all-packs": "/admin/packs",
    });
  });
});
