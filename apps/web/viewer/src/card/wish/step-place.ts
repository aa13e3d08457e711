// Step 3: stickers and 3D models from the collection's packs, placed over the card face the QR is
// printed on (the face the AR view draws them on). Only offered when the packs have items.
import { h } from "../dom";
import { t } from "../../shell/i18n";
import type { PackItem } from "../types";
import { itemVisual } from "./item-visual";
import { MAX_PLACED, newPlacement } from "./placement";
import { createPlacementEditor, type Entry } from "./placement-editor";
import type { Step, StepContext } from "./step";

/** "Pack name 3": the item's place within its pack, so two items of one pack differ by name. */
function labels(items: PackItem[]): Map<number, string> {
  const seen = new Map<string, number>();
  const out = new Map<number, string>();
  for (const item of items) {
    const n = (seen.get(item.packName) ?? 0) + 1;
    seen.set(item.packName, n);
    out.set(item.id, t("card.place.item", { name: item.packName, n }));
  }
  return out;
}

export function placeStep(ctx: StepContext): Step | null {
  const { card, draft } = ctx;
  const { stickers, models } = card.packs;
  if (stickers.length === 0 && models.length === 0) return null;
  const names = new Map([...labels(stickers), ...labels(models)]);
  const byId = new Map([...stickers, ...models].map((i) => [i.id, i]));
  const entryOf = (kind: Entry["kind"], placed: Entry["placed"]): Entry => ({
    kind,
    placed,
    item: byId.get(placed.itemId),
    label: names.get(placed.itemId) ?? t("card.view.model"),
  });
  const entries: Entry[] = [
    ...draft.stickers.map((p) => entryOf("sticker", p)),
    ...draft.models.map((p) => entryOf("model", p)),
  ];

  const limit = h("p", { class: "card-alert", role: "alert" });
  const faceSrc = card.card.qr?.side === "back" ? card.card.backSrc : (card.card.frontSrc ?? card.card.backSrc);
  const editor = createPlacementEditor({
    faceSrc,
    aspect: card.card.widthMm / card.card.heightMm,
    entries,
    onChange(list) {
      draft.stickers = list.filter((e) => e.kind === "sticker").map((e) => e.placed);
      draft.models = list.filter((e) => e.kind === "model").map((e) => e.placed);
      if (list.length < MAX_PLACED) limit.textContent = "";
    },
  });

  const palette = (kind: Entry["kind"], items: PackItem[], heading: string) => {
    if (items.length === 0) return null;
    const list = h("ul", { class: "card-palette", role: "list" });
    for (const item of items) {
      const name = names.get(item.id) ?? "";
      const button = h(
        "button",
        { type: "button", class: "card-palette-item", "aria-label": name, "data-testid": `card-pack-${kind}` },
        itemVisual(item, kind, ""),
      );
      button.addEventListener("click", () => {
        if (entries.length >= MAX_PLACED) {
          limit.textContent = t("card.place.limit", { max: MAX_PLACED });
          return;
        }
        editor.add(entryOf(kind, newPlacement(item, entries.length)));
      });
      list.append(h("li", {}, button));
    }
    return h("section", { class: "card-palette-group", "aria-label": heading }, h("h3", { text: heading }), list);
  };

  const element = h(
    "div",
    { class: "card-step-body" },
    h("p", { class: "card-hint", text: t("card.place.hint") }),
    editor.element,
    limit,
    palette("sticker", stickers, t("card.place.stickers")),
    palette("model", models, t("card.place.models")),
  );
  return { id: "place", title: t("card.place.title"), element, shown: () => editor.layout() };
}
