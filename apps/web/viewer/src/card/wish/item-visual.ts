// How a pack item looks in 2D (the palette, the placement stage, the flat wish view): its preview
// image when it has one, a looping muted video for a video sticker, the picture itself otherwise.
// A 3D model without a preview is a labelled tile.
import { h } from "../dom";
import { t } from "../../shell/i18n";

const VIDEO = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;
export const isVideoSrc = (src: string) => VIDEO.test(src);

export function itemVisual(
  item: { src: string; previewSrc?: string | null },
  kind: "sticker" | "model",
  alt: string,
): HTMLElement {
  const picture = item.previewSrc ?? (kind === "sticker" ? item.src : null);
  if (!picture)
    return h("span", { class: "card-model-tile", role: "img", "aria-label": alt, text: t("card.view.model") });
  if (isVideoSrc(picture)) {
    const v = h("video", {
      src: picture,
      muted: true,
      loop: true,
      autoplay: true,
      playsinline: true,
      "aria-label": alt,
      draggable: "false",
    });
    v.muted = true;
    return v;
  }
  return h("img", { src: picture, alt, draggable: "false" });
}
