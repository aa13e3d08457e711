// QR images for cards and previews: PNG (default) or SVG from the qrcode package, with the colours
// asked for, a quiet zone of 4 modules and error correction level M (15 % of the code can be
// damaged — a printed card survives scuffs). The same parameters always give the same bytes, so
// answers carry an ETag and immutable cache headers.
import { createHash } from "node:crypto";
import QRCode from "qrcode";
import { parseColor, rgbToHex } from "@ar/card-layout";
import { AppError } from "../errors/app-error";

export const QR_QUIET_ZONE = 4;
export const QR_ERROR_CORRECTION = "M" as const;

export type QrImage = { body: Buffer; contentType: string; etag: string };

/** Query colours are hex with or without '#', or rgb(); a component over 255 is refused. */
export function qrColor(value: string | null, fallback: string, field: string): string {
  if (value === null || value === "") return fallback;
  const parsed = parseColor(value);
  const hex = parsed.ok ? rgbToHex(parsed.value) : parsed;
  if (!hex.ok) throw new AppError("BAD_REQUEST", hex.error, { fields: { [field]: "invalid" } });
  return hex.value;
}

export async function renderQr(opts: {
  text: string;
  dark: string;
  light: string;
  format: "png" | "svg";
  width?: number;
}): Promise<QrImage> {
  const common = {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_QUIET_ZONE,
    color: { dark: `${opts.dark}FF`, light: `${opts.light}FF` },
  };
  const body =
    opts.format === "svg"
      ? Buffer.from(await QRCode.toString(opts.text, { ...common, type: "svg" }))
      : await QRCode.toBuffer(opts.text, { ...common, type: "png", width: opts.width ?? 512 });
  const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"`;
  return { body, contentType: opts.format === "svg" ? "image/svg+xml" : "image/png", etag };
}
