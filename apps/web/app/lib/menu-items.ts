// Which side-menu entries a user sees (spec 2 "Side menu"). Pure, so the rules are unit-tested.
export type MenuId =
  | "home"
  | "cards"
  | "stickers"
  | "models"
  | "ar-qr"
  | "ar-albums"
  | "ar-world"
  | "code"
  | "arkit"
  | "accounts"
  | "payments"
  | "promo-codes"
  | "all-packs";

export type MenuEntry = { id: MenuId; to: string; labelKey: string };
export type MenuSection = { id: "main" | "ar" | "arkit" | "admin"; titleKey?: string; entries: MenuEntry[] };
export type MenuUser = { features: readonly string[]; isAdmin: boolean };

/** Features that open the AR projects section; the code entry lives there too. */
const AR_FEATURES = ["ar-qr", "ar-albums", "world", "code"];

export function menuSections(user: MenuUser): MenuSection[] {
  const has = (f: string) => user.features.includes(f);
  const sections: MenuSection[] = [];

  const main: MenuEntry[] = [
    { id: "home", to: "/", labelKey: "menu.home" },
    { id: "cards", to: "/cards-v2", labelKey: "menu.cards" },
  ];
  if (has("wishes")) {
    main.push({ id: "stickers", to: "/cards/stickers", labelKey: "menu.stickers" });
    main.push({ id: "models", to: "/cards/3d-models", labelKey: "menu.models" });
  }
  sections.push({ id: "main", entries: main });

  if (AR_FEATURES.some(has)) {
    const ar: MenuEntry[] = [];
    if (has("ar-qr")) ar.push({ id: "ar-qr", to: "/ar-qr", labelKey: "menu.arQr" });
    if (has("ar-albums")) ar.push({ id: "ar-albums", to: "/ar-albums", labelKey: "menu.arAlbums" });
    if (has("world")) ar.push({ id: "ar-world", to: "/ar-world", labelKey: "menu.arWorld" });
    if (has("code")) ar.push({ id: "code", to: "/code", labelKey: "menu.code" });
    sections.push({ id: "ar", titleKey: "menu.arProjects", entries: ar });
  }

  if (has("arkit")) sections.push({ id: "arkit", entries: [{ id: "arkit", to: "/arkit", labelKey: "menu.arkit" }] });

  if (user.isAdmin) {
    sections.push({
      id: "admin",
      titleKey: "menu.admin",
      entries: [
        { id: "accounts", to: "/admin/accounts", labelKey: "menu.accounts" },
        { id: "payments", to: "/admin/payments", labelKey: "menu.payments" },
        { id: "promo-codes", to: "/admin/promo-codes", labelKey: "adminTools.promo.title" },
        { id: "all-packs", to: "/admin/packs", labelKey: "adminTools.packs.allTitle" },
      ],
    });
  }
  return sections;
}
