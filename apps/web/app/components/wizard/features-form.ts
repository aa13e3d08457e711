// The features step's form: read from the collection's data, and the update it saves (editors
// spec 3: data {present, presentUrl, domain}; assetPacks for the creative interface). The card
// interface (spec 9: v2 simple or classic creative) is kept in data.interfaceType, not in the
// collection's own type, which decides the list the collection appears in (/cards-v2).
import type { AlphaLayout, AlphaVideoAsset } from "../alpha-video/alpha-video-state";
import { giftLink, normalizeGift, readGift, type GiftKind } from "./gift";

export type InterfaceType = "v2" | "classic";
export type CardVideo = AlphaVideoAsset & { layout: AlphaLayout; name: string };

export type FeaturesForm = {
  present: GiftKind;
  presentUrl: string;
  interfaceType: InterfaceType;
  stickerPacks: number[];
  modelPacks: number[];
  domain: string | null;
  video: CardVideo | null;
};

function readVideo(v: unknown): CardVideo | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Partial<CardVideo>;
  return typeof o.id === "string" && typeof o.src === "string" ? (o as CardVideo) : null;
}

export function readFeatures(
  data: Record<string, unknown>,
  packs: { id: number; type: "sticker" | "model" }[],
  domain: string | null,
): FeaturesForm {
  const gift = readGift(data);
  return {
    ...gift,
    interfaceType: data.interfaceType === "classic" ? "classic" : "v2",
    stickerPacks: packs.filter((p) => p.type === "sticker").map((p) => p.id),
    modelPacks: packs.filter((p) => p.type === "model").map((p) => p.id),
    domain,
    video: readVideo(data.video),
  };
}

export type FeaturesSave =
  { ok: true; data: Record<string, unknown>; assetPacks: number[] } | { ok: false; error: "linkInvalid" };

/**
 * Spec 4: fixed with an empty link becomes none, then save. A non-empty link must be a web
 * address. The domain is written only when the user may choose it; the default is no domain.
 */
export function featuresUpdate(
  data: Record<string, unknown>,
  form: FeaturesForm,
  opts: { canChooseDomain: boolean },
): FeaturesSave {
  const link = form.present === "fixed" ? giftLink(form.presentUrl) : "";
  if (link === null) return { ok: false, error: "linkInvalid" };
  const gift = normalizeGift({ present: form.present, presentUrl: link });
  const next: Record<string, unknown> = {
    ...data,
    present: gift.present,
    presentUrl: gift.presentUrl,
    interfaceType: form.interfaceType,
  };
  if (opts.canChooseDomain) {
    if (form.domain) next.domain = form.domain;
    else delete next.domain;
  }
  if (form.video) next.video = form.video;
  else delete next.video;
  const assetPacks = form.interfaceType === "classic" ? [...form.stickerPacks, ...form.modelPacks] : [];
  return { ok: true, data: next, assetPacks };
}
