// The benchmark's batch: two-sided cards on A4 at 300 DPI with generated artwork that
// compresses like a photo (smooth gradients plus texture), and a QR code on both sides so no
// page can be reused: every page is composed and encoded.

import sharp from "sharp";
import { DEFAULT_CUT_OPTIONS, SHEET_PRESETS, type CutOptions } from "@ar/card-layout";
import type { PrintJob } from "../src/print/types";

export const CARD_PX = { width: 1748, height: 1240 }; // 14.8 × 10.5 cm at 300 DPI: 2 cards per A4 sheet

/** A card's artwork of `size` pixels (CARD_PX by default) that compresses like a photo; `seed` varies it. */
export async function artwork(seed: number, size: { width: number; height: number } = CARD_PX): Promise<Buffer> {
  const { width, height } = size;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const texture = ((x * 7 + y * 13 + seed * 31) ^ (x * y)) & 31;
      data[i] = ((x * 255) / width) * 0.8 + texture;
      data[i + 1] = ((y * 255) / height) * 0.7 + 40 + (texture >> 1);
      data[i + 2] = 128 + 100 * Math.sin((x + y + seed * 50) / 90);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function benchJob(cardCount: number): Promise<PrintJob> {
  const [front, back] = await Promise.all([artwork(1), artwork(2)]);
  const qr = { x: 1300, y: 60, size: 380, designWidth: CARD_PX.width, colors: { dark: "#000000", light: "#FFFFFF" } };
  return {
    design: {
      front: { image: front, qr },
      back: { image: back, qr: { ...qr, x: 60 } },
      cardWidthCm: 14.8,
      cardHeightCm: 10.5,
    },
    cards: Array.from({ length: cardCount }, (_, i) => ({
      id: `c${i + 1}`,
      link: `https://ar.example/card/${(i + 1).toString(36)}-${i * 7919}`,
    })),
    cut: a4Cut(cardCount),
  };
}

/** The benchmarks' cut: `count` cards on A4 sheets (21 × 29.6 cm), centred, dashed cut lines. */
export function a4Cut(count: number): CutOptions {
  return { ...DEFAULT_CUT_OPTIONS, template: "A4", ...SHEET_PRESETS.A4, cutLineStyle: "dashed", count };
}
