// The wish without WebGL: the card's proportions, the video or photo covering it, the text over
// its lower part and the stickers where they were placed (the placement stage's own CSS rules).
import { t } from "../../shell/i18n";
import { h } from "../dom";
import type { PublicCard } from "../types";
import { itemVisual } from "../wish/item-visual";

export function showFlatWish(host: HTMLElement, card: PublicCard): () => void {
  const wish = card.wish;
  const faceSrc = card.card.qr?.side === "back" ? card.card.backSrc : card.card.frontSrc;
  const stage = h("div", { class: "card-stage card-flat", role: "group", "aria-label": t("card.view.flat") });
  stage.style.aspectRatio = String(card.card.widthMm / card.card.heightMm);
  if (faceSrc) stage.append(h("img", { src: faceSrc, alt: "", class: "card-stage-face" }));
  if (wish?.media) {
    stage.append(
      wish.media.kind === "image"
        ? h("img", { src: wish.media.src, alt: "", class: "card-stage-face" })
        : h("video", { src: wish.media.src, controls: true, playsinline: true, class: "card-stage-face" }),
    );
  }
  for (const [kind, list] of [
    ["sticker", wish?.stickers ?? []],
    ["model", wish?.models ?? []],
  ] as const) {
    for (const p of list) {
      const el = h("div", { class: "card-placed" }, itemVisual({ src: p.src }, kind, ""));
      el.style.left = `${p.x * 100}%`;
      el.style.top = `${p.y * 100}%`;
      el.style.width = `${p.scale * 100}%`;
      el.style.transform = `translate(-50%, -50%) rotate(${p.rotation}rad)`;
      stage.append(el);
    }
  }
  if (wish?.text) stage.append(h("p", { class: "card-flat-text", text: wish.text }));
  const box = h("div", { class: "card-screen" }, stage);
  host.append(box);
  return () => box.remove();
}
