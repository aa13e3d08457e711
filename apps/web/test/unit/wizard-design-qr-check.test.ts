// The QR check of the design step (beyond the spec): module size at the printed card size,
// colour contrast, and the picture around the code.
import QRCode from "qrcode";
import {
  checkQr,
  qrClipped,
  qrContrastCheck,
  qrModuleSizeMm,
  qrModulesOfVersion,
  qrVersionForBytes,
  surroundingEdgeShare,
  utf8Length,
  worstLevel,
  type GreyImage,
} from "@ar/card-layout";
import { describe, expect, it } from "vitest";
import { cardLinkBase, cardLinkBytes, qrImageSrc } from "../../app/components/wizard/design/qr-link";

const linkBytes = utf8Length("https://cards.example.com/w/abcdefghijkmnpqr"); // a card link: base + 16-character id
const side = { width: 1000, height: 1400 };
const plain: GreyImage = { width: 200, height: 280, data: new Uint8Array(200 * 280).fill(220) };
/** The check of a black-on-white code at `qr` on `side` of a 14.8 cm card with a card link; `more` changes any of it. */
const check = (qr: { x: number; y: number; size: number }, more: Partial<Parameters<typeof checkQr>[0]> = {}) =>
  checkQr({ qr, side, colors: { dark: "#000000", light: "#FFFFFF" }, cardWidthCm: 14.8, linkBytes, ...more });

describe("QR module count", () => {
  it("matches the qrcode package (error correction M, as the worker prints) for links of every length", () => {
    for (let n = 1; n <= 300; n += 7) {
      const text = `https://x.example/${"abcdefghijkmnpqrstuvwxyz".repeat(20)}`.slice(0, Math.max(n, 18));
      const printed = QRCode.create(text, { errorCorrectionLevel: "M" });
      expect(qrVersionForBytes(utf8Length(text)), text).toBe(printed.version);
      expect(qrModulesOfVersion(printed.version)).toBe(printed.modules.size);
    }
  });

  it("counts UTF-8 bytes and has no version past 2331 bytes", () => {
    expect(utf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
    expect(qrVersionForBytes(2331)).toBe(40);
    expect(qrVersionForBytes(2332)).toBeNull();
  });
});

describe("QR module size on the printed card", () => {
  it("divides the placed square (quiet zone included) by modules + 8", () => {
    // 200 px of a 1000 px design on a 14.8 cm card = 29.6 mm; version 3 = 29 modules + 8.
    expect(qrModuleSizeMm({ qrSize: 200, designWidth: 1000, cardWidthCm: 14.8, modules: 29 })).toBeCloseTo(
      29.6 / 37,
      6,
    );
    expect(qrModuleSizeMm({ qrSize: 200, designWidth: 0, cardWidthCm: 14.8, modules: 29 })).toBe(0);
  });

  it("passes a default QR on a postcard and warns about a small QR on a small card", () => {
    const big = check({ x: 400, y: 1100, size: 200 }, { surroundings: plain });
    expect(big.module.level).toBe("good");
    expect(big.level).toBe("good");
    const small = check({ x: 400, y: 1100, size: 60 }, { cardWidthCm: 5, surroundings: plain });
    expect(small.module.mm).toBeLessThan(0.4);
    expect(small.module.level).toBe("bad");
    expect(small.level).toBe("bad");
  });
});

describe("QR colour contrast", () => {
  it("is good for black on white, a warning under 10 (the spec's threshold) and bad under 3", () => {
    expect(qrContrastCheck("#000000", "#FFFFFF")).toMatchObject({ level: "good", inverted: false });
    expect(qrContrastCheck("#000000", "#FFFFFF").ratio).toBeCloseTo(21, 5);
    expect(qrContrastCheck("#555555", "#FFFFFF").level).toBe("warning");
    expect(qrContrastCheck("#888888", "#999999").level).toBe("bad");
  });

  it("warns about a light-on-dark (inverted) code even with a high ratio", () => {
    expect(qrContrastCheck("#FFFFFF", "#000000")).toMatchObject({ inverted: true, level: "warning" });
  });
});

describe("around the QR", () => {
  it("is bad when the square runs past the card edge (the quiet zone is cut)", () => {
    expect(qrClipped({ x: 900, y: 10, size: 200 }, side)).toBe(true);
    expect(qrClipped({ x: 800, y: 1200, size: 200 }, side)).toBe(false);
    const r = check({ x: -20, y: 10, size: 200 });
    expect(r.surroundings).toMatchObject({ clipped: true, level: "bad" });
  });

  it("measures edges only in the ring outside the square: plain 0, busy stripes high", () => {
    const stripes: GreyImage = { width: 200, height: 280, data: new Uint8Array(200 * 280) };
    for (let y = 0; y < 280; y++) for (let x = 0; x < 200; x++) stripes.data[y * 200 + x] = x % 4 < 2 ? 0 : 255;
    const square = { x: 80, y: 200, size: 40 };
    expect(surroundingEdgeShare(plain, square, 6)).toBe(0);
    expect(surroundingEdgeShare(stripes, square, 6)).toBeGreaterThan(0.9);
    // Busy only under the QR (covered by it) reads as plain around it.
    const underOnly: GreyImage = { width: 200, height: 280, data: new Uint8Array(plain.data) };
    for (let y = 200; y < 240; y++) for (let x = 80; x < 120; x++) underOnly.data[y * 200 + x] = x % 2 ? 0 : 255;
    expect(surroundingEdgeShare(underOnly, square, 6)).toBeLessThan(0.1);
    const busy = check({ x: 400, y: 1000, size: 200 }, { surroundings: stripes });
    expect(busy.surroundings.level).toBe("warning");
    expect(busy.level).toBe("warning");
  });

  it("takes the worst of the parts", () => {
    expect(worstLevel([])).toBe("good");
    expect(worstLevel(["good", "warning", "good"])).toBe("warning");
    expect(worstLevel(["warning", "bad"])).toBe("bad");
  });
});

describe("which code the design step draws and measures", () => {
  it("measures links on the collection's domain, else on the viewer's base (as the print does)", () => {
    expect(cardLinkBase("https://app.example/w/", undefined)).toBe("https://app.example/w");
    expect(cardLinkBase("https://app.example/w", "cards.shop.example")).toBe("https://cards.shop.example/w");
    expect(cardLinkBase("https://app.example", "https://Cards.Shop.example/")).toBe("https://cards.shop.example");
    expect(cardLinkBase(undefined, "")).toBeNull();
    // base + "/" + a 16-character card id
    expect(cardLinkBytes("https://app.example/w")).toBe("https://app.example/w".length + 17);
  });

  it("draws the test card's own code when there is one, else the colour preview", () => {
    const colors = { dark: "#112233", light: "#FFFFFF" };
    expect(qrImageSrc({ colors, testCardId: "abc234", base: "https://app.example/w" })).toBe(
      "/api/qr/abc234.png?dark-color=%23112233&light-color=%23FFFFFF&type=wishes_v2",
    );
    expect(qrImageSrc({ colors, testCardId: null, base: "https://app.example/w" })).toBe(
      "/api/qr/preview?dark-color=%23112233&light-color=%23FFFFFF&origin=https%3A%2F%2Fapp.example%2Fw",
    );
  });
});
