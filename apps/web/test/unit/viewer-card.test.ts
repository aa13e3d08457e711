// The card pages' pure parts (issue 20): placing stickers by hand (drag, pinch, the
// rotate handle, the keyboard) in contract §3's Placed fractions, the card face in the QR
// anchor's frame (a placed point lands where the print put it relative to the code), the cover
// crop of the wish's media, which scanned code is this card's, the text wrap of the wish band,
// the draft → save body rules, and the ru/en texts (the doors' limits said in the visitor's words).
import { describe, expect, it } from "vitest";
import {
  applyKey,
  clampPlaced,
  MAX_SCALE,
  MIN_SCALE,
  moveBy,
  newPlacement,
  pinch,
  rotateToward,
  scaleBy,
  toInput,
  wheelFactor,
} from "../../viewer/src/card/wish/placement";
import { coverCrop, faceInQrUnits, isCardLink, placedOnFace } from "../../viewer/src/card/view/card-geometry";
import { wrapText } from "../../viewer/src/card/view/text-layout";
import { draftFrom, draftProblem, isGiftLink, toWishInput, type Draft } from "../../viewer/src/card/wish/draft";
import { cardTextsEn, cardTextsRu } from "../../viewer/src/card/card-texts";
import { CardApiError } from "../../viewer/src/card/card-api";
import { limitReason } from "../../viewer/src/card/refusal";
import { setLang, t } from "../../viewer/src/shell/i18n";
import type { Placed, PublicCard } from "../../viewer/src/card/types";

const stage = { width: 300, height: 400 };
const base: Placed = { itemId: 7, src: "/s.png", x: 0.5, y: 0.5, scale: 0.3, rotation: 0 };

describe("placing by hand", () => {
  it("drags in stage pixels as fractions of the card and keeps the centre on the card", () => {
    const moved = moveBy(base, 30, -40, stage);
    expect(moved.x).toBeCloseTo(0.6);
    expect(moved.y).toBeCloseTo(0.4);
    const off = moveBy(base, 1000, 1000, stage);
    expect([off.x, off.y]).toEqual([1, 1]);
  });

  it("pinches: follows the fingers' midpoint, scales with their distance and turns with their angle", () => {
    // Fingers 100 px apart horizontally around the item's centre → 200 px apart vertically, moved 30 px right.
    const a0 = { x: 100, y: 200 };
    const b0 = { x: 200, y: 200 };
    const a1 = { x: 180, y: 100 };
    const b1 = { x: 180, y: 300 };
    const p = pinch(base, a0, b0, a1, b1, stage);
    expect(p.scale).toBeCloseTo(0.6);
    expect(p.rotation).toBeCloseTo(Math.PI / 2); // clockwise on screen (y down) is clockwise on the card
    expect(p.x).toBeCloseTo(0.5 + 30 / 300);
    expect(p.y).toBeCloseTo(0.5);
  });

  it("turns so the handle (above the item at rotation 0) points at the pointer", () => {
    const centre = { x: 150, y: 200 };
    expect(rotateToward(base, { x: centre.x, y: centre.y - 50 }, stage).rotation).toBeCloseTo(0);
    expect(rotateToward(base, { x: centre.x + 50, y: centre.y }, stage).rotation).toBeCloseTo(Math.PI / 2);
    expect(rotateToward(base, { x: centre.x - 50, y: centre.y }, stage).rotation).toBeCloseTo(-Math.PI / 2);
    expect(Math.abs(rotateToward(base, { x: centre.x, y: centre.y + 50 }, stage).rotation)).toBeCloseTo(Math.PI);
  });

  it("scales within bounds (wheel and keys) and normalises angles", () => {
    expect(scaleBy(base, 100).scale).toBe(MAX_SCALE);
    expect(scaleBy(base, 0.0001).scale).toBe(MIN_SCALE);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(clampPlaced({ ...base, rotation: 3 * Math.PI }).rotation).toBeCloseTo(Math.PI);
    expect(applyKey(base, "ArrowRight", false)!.x).toBeCloseTo(0.51);
    expect(applyKey(base, "ArrowDown", true)!.y).toBeCloseTo(0.6);
    expect(applyKey(base, "+", false)!.scale).toBeCloseTo(0.33);
    expect(applyKey(base, "]", false)!.rotation).toBeCloseTo(Math.PI / 12);
    expect(applyKey(base, "a", false)).toBeNull();
  });

  it("places new items near the centre, each a little aside, and sends placements without src", () => {
    const item = { id: 3, src: "/a.png", previewSrc: null, packName: "P" };
    const a = newPlacement(item, 0);
    const b = newPlacement(item, 1);
    expect(a).toMatchObject({ itemId: 3, scale: 0.3, rotation: 0 });
    expect([a.x, a.y]).not.toEqual([b.x, b.y]);
    expect(toInput([{ ...base, x: 0.1234567 }])).toEqual([{ itemId: 7, x: 0.12346, y: 0.5, scale: 0.3, rotation: 0 }]);
  });
});

describe("the card face in the QR anchor's frame", () => {
  // A 74 × 105 mm card with a 20 mm QR square (quiet zone included) whose top-left is at (27, 70) mm.
  const card = { widthMm: 74, heightMm: 105 };
  const qr = { side: "front" as const, xMm: 27, yMm: 70, sizeMm: 20 };
  const face = faceInQrUnits(card, qr);

  it("measures the face in QR-square units around the square's centre", () => {
    expect(face.width).toBeCloseTo(3.7);
    expect(face.height).toBeCloseTo(5.25);
    expect(face.left).toBeCloseTo(-37 / 20);
    expect(face.top).toBeCloseTo(-4);
    expect(face.centreX).toBeCloseTo(0);
    expect(face.centreZ).toBeCloseTo(-4 + 5.25 / 2);
  });

  it("puts a placed point where the print has it relative to the code", () => {
    // The QR square's corners, given as fractions of the card, land on (±0.5, ±0.5).
    const at = (xMm: number, yMm: number) => placedOnFace(face, { ...base, x: xMm / 74, y: yMm / 105 });
    expect(at(27, 70)).toMatchObject({ x: expect.closeTo(-0.5), z: expect.closeTo(-0.5) });
    expect(at(47, 90)).toMatchObject({ x: expect.closeTo(0.5), z: expect.closeTo(0.5) });
    // Width is a fraction of the card's width; clockwise on the card is a negative turn about +y.
    const p = placedOnFace(face, { ...base, scale: 0.5, rotation: 0.3 });
    expect(p.width).toBeCloseTo(1.85);
    expect(p.yaw).toBeCloseTo(-0.3);
  });

  it("crops the media to cover the face like object-fit: cover", () => {
    // A 16:9 video on a portrait card: full height, the middle of the width.
    const c = coverCrop(1920, 1080, 74, 105);
    expect(c.repeatY).toBe(1);
    expect(c.repeatX).toBeCloseTo(74 / 105 / (1920 / 1080));
    expect(c.offsetX).toBeCloseTo((1 - c.repeatX) / 2);
    // A tall photo on a wide face: full width, the middle of the height.
    const d = coverCrop(1000, 3000, 2, 1);
    expect(d).toMatchObject({ repeatX: 1, offsetX: 0 });
    expect(d.repeatY).toBeCloseTo(1 / 6);
    expect(coverCrop(0, 0, 1, 1)).toEqual({ repeatX: 1, repeatY: 1, offsetX: 0, offsetY: 0 });
  });

  it("anchors only on this card's own link, on any host", () => {
    expect(isCardLink("http://localhost:3000/w/c12x0abc", "c12x0abc")).toBe(true);
    expect(isCardLink("https://cards.example.com/c12x0abc/", "c12x0abc")).toBe(true);
    expect(isCardLink("https://cards.example.com/w/c12x0abd", "c12x0abc")).toBe(false);
    expect(isCardLink("c12x0abc", "c12x0abc")).toBe(false);
    expect(isCardLink("https://x.example/w/c12x0abc?utm=1", "c12x0abc")).toBe(true);
  });
});

describe("the wish text band", () => {
  const measure = (s: string) => s.length * 10;
  it("wraps words, cuts a word longer than a line, keeps paragraphs and ends an overflow with …", () => {
    expect(wrapText("one two three four", 90, 5, measure)).toEqual(["one two", "three", "four"]);
    expect(wrapText("abcdefghijkl", 50, 5, measure)).toEqual(["abcde", "fghij", "kl"]);
    expect(wrapText("a\nb", 100, 5, measure)).toEqual(["a", "b"]);
    const cut = wrapText("aa bb cc dd ee", 20, 2, measure);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith("…")).toBe(true);
    expect(measure(cut[1]!)).toBeLessThanOrEqual(20);
  });
});

describe("the draft and the save body", () => {
  const card = {
    id: "c1",
    state: "empty",
    tracking: "qr",
    isTest: false,
    v2: false,
    card: { widthMm: 74, heightMm: 105, frontSrc: null, backSrc: null, frontTarget: null, qr: null },
    wish: null,
    gift: { mode: "client", link: null },
    packs: { stickers: [], models: [] },
    editable: true,
    editableUntil: null,
  } satisfies PublicCard;
  const empty = (): Draft => draftFrom(card);

  it("accepts only http(s) gift links of at most 2048 characters", () => {
    expect(isGiftLink("https://shop.example/gift")).toBe(true);
    expect(isGiftLink("http://a.b")).toBe(true);
    expect(isGiftLink("javascript:alert(1)")).toBe(false);
    expect(isGiftLink("ftp://a.b/c")).toBe(false);
    expect(isGiftLink("not a link")).toBe(false);
    expect(isGiftLink(`https://a.b/${"x".repeat(2040)}`)).toBe(false);
  });

  it("refuses an empty wish, a bad gift link and too many items; accepts a word", () => {
    const d = empty();
    expect(draftProblem(d, "client")).toBe("empty");
    d.text = "  ";
    expect(draftProblem(d, "client")).toBe("empty");
    d.text = "Happy birthday";
    expect(draftProblem(d, "client")).toBeNull();
    d.giftLink = "javascript:alert(1)";
    expect(draftProblem(d, "client")).toBe("giftLink");
    expect(draftProblem(d, "fixed")).toBeNull();
    d.giftLink = "";
    d.stickers = Array.from({ length: 31 }, () => ({ ...base }));
    expect(draftProblem(d, "client")).toBe("tooMany");
  });

  it("sends a new media by id, keeps an existing one by leaving it out, clears a removed one, and the gift link only for a client gift", () => {
    const d = empty();
    d.text = " Hi ";
    d.media = { source: "new", mediaId: 41, kind: "image", previewUrl: "blob:x" };
    d.stickers = [{ ...base }];
    d.giftLink = "https://gift.example";
    expect(toWishInput(d, "client")).toEqual({
      text: "Hi",
      mediaId: 41,
      stickers: [{ itemId: 7, x: 0.5, y: 0.5, scale: 0.3, rotation: 0 }],
      models: [],
      giftLink: "https://gift.example",
    });
    expect(toWishInput(d, "fixed")).not.toHaveProperty("giftLink");
    const filled = draftFrom({
      ...card,
      state: "filled",
      wish: {
        text: "x",
        media: { kind: "video", src: "/v.mp4", width: 1, height: 1 },
        stickers: [],
        models: [],
        giftLink: null,
        filledAt: "2026-11-25T00:00:00Z",
      },
    });
    expect(filled.media?.source).toBe("existing");
    expect(toWishInput(filled, "none")).not.toHaveProperty("mediaId");
    filled.media = null;
    expect(toWishInput(filled, "client")).toMatchObject({ mediaId: null, giftLink: null });
  });
});

describe("texts", () => {
  it("names the same keys in ru and en, none empty, with the same placeholders", () => {
    expect(Object.keys(cardTextsRu).sort()).toEqual(Object.keys(cardTextsEn).sort());
    for (const [key, en] of Object.entries(cardTextsEn)) {
      const ru = cardTextsRu[key as keyof typeof cardTextsEn];
      expect(en.trim(), key).not.toBe("");
      expect(ru.trim(), key).not.toBe("");
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(ru), key).toEqual(names(en));
    }
  });

  it("reads in the chosen language with placeholders filled", () => {
    setLang("ru");
    expect(t("card.save.done", { time: "26 нояб. 2026 г., 18:00" })).toBe(
      "Сохранено. Изменить можно до 26 нояб. 2026 г., 18:00.",
    );
    setLang("en");
    expect(t("card.flow.step", { n: 1, total: 4 })).toBe("Step 1 of 4");
  });

  it("says the doors' limits and a closed card in the visitor's language, not the server's English", () => {
    const refused = (status: number, fields: Record<string, string> = {}) =>
      new CardApiError(status, "X", "Too many attempts, try again later", fields);
    const cases = [
      [refused(429, { file: "card_limit" }), "upload", "card.limit.card"],
      [refused(429, { file: "collection_limit" }), "upload", "card.limit.collection"],
      [refused(429), "upload", "card.limit.uploads"],
      [refused(429), "save", "card.limit.saves"],
      [refused(403), "upload", "card.save.locked"],
    ] as const;
    for (const lang of ["ru", "en"] as const) {
      setLang(lang);
      const texts = lang === "ru" ? cardTextsRu : cardTextsEn;
      for (const [error, door, key] of cases) expect(limitReason(error, door)).toBe(texts[key]);
    }
    expect(limitReason(refused(415, { file: "type" }), "upload")).toBeNull();
    expect(limitReason(new Error("x"), "save")).toBeNull();
  });
});
