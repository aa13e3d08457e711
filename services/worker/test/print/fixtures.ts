// Test inputs made on the fly: flat-colour artwork (small goldens, easy to eyeball) and
// helpers to collect a renderer's output stream and read zips.

import { PassThrough } from "node:stream";
import JSZip from "jszip";
import sharp from "sharp";
import { DEFAULT_CUT_OPTIONS, type CutOptions } from "@ar/card-layout";
import type { PrintCard, PrintJob, QrDesign } from "../../src/print/types";

/** A PNG of four coloured quadrants with a dark diagonal band, so mirroring and crops show. */
export async function artwork(
  width: number,
  height: number,
  palette: [string, string, string, string],
): Promise<Buffer> {
  const rgb = palette.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)));
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const quadrant = (x < width / 2 ? 0 : 1) + (y < height / 2 ? 0 : 2);
      const band = Math.abs(x / width - y / height) < 0.04;
      const c = band ? [30, 30, 30] : rgb[quadrant]!;
      data.set(c, (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const FRONT_PALETTE: [string, string, string, string] = ["#E85D4A", "#F2C14E", "#4A90D9", "#5FB36B"];
export const BACK_PALETTE: [string, string, string, string] = ["#8E6CC9", "#E0E0E0", "#3BB5A6", "#D96BA0"];

export function cards(count: number, prefix = "card"): PrintCard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    link: `https://ar.example/c/${prefix}${i + 1}`,
  }));
}

/** QR in the top-left of a 1000 px wide design, 300 design px square. */
export const QR: QrDesign = {
  x: 40,
  y: 40,
  size: 300,
  designWidth: 1000,
  colors: { dark: "#000000", light: "#FFFFFF" },
};

export interface JobSpec {
  cut?: Partial<CutOptions>;
  count?: number;
  twoSided?: boolean;
  frontQr?: QrDesign | undefined;
  backQr?: QrDesign | undefined;
  /** Card size in cm; 7 × 5 unless given. */
  card?: { width: number; height: number };
}

/** A 7 × 5 cm card (1000 × 714 px artwork) on a 16 × 12 cm Custom sheet: 2 × 2 cards, centred. */
export async function job(spec: JobSpec = {}): Promise<PrintJob> {
  const front = await artwork(1000, 714, FRONT_PALETTE);
  const back = spec.twoSided ? await artwork(1000, 714, BACK_PALETTE) : undefined;
  const frontQr = "frontQr" in spec ? spec.frontQr : QR;
  return {
    design: {
      front: { image: front, ...(frontQr ? { qr: frontQr } : {}) },
      ...(back ? { back: { image: back, ...(spec.backQr ? { qr: spec.backQr } : {}) } } : {}),
      cardWidthCm: spec.card?.width ?? 7,
      cardHeightCm: spec.card?.height ?? 5,
    },
    cards: cards(spec.count ?? 4),
    cut: { ...DEFAULT_CUT_OPTIONS, template: "Custom", width: 16, height: 12, ...spec.cut },
  };
}

/** A Writable that keeps everything written to it. */
export function collector(): { stream: PassThrough; bytes: () => Buffer } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { stream, bytes: () => Buffer.concat(chunks) };
}

export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files)) files.set(name, await zip.files[name]!.async("nodebuffer"));
  return files;
}

/** Decoded RGBA pixels of an image, for pixelmatch and jsQR. */
export async function rgba(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
