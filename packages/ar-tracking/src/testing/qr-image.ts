// A real QR code as an RGBA image (via the `qrcode` package's matrix), with the editor's 4-module
// quiet zone, for tests and fake-camera videos.
import QRCode from "qrcode";
import type { Rgba } from "./render";

export function qrImage(
  text: string,
  opts: { moduleSize?: number; margin?: number; version?: number; errorCorrectionLevel?: "L" | "M" | "Q" | "H" } = {},
): Rgba & { version: number; modules: number } {
  const qr = QRCode.create(text, {
    errorCorrectionLevel: opts.errorCorrectionLevel ?? "M",
    ...(opts.version ? { version: opts.version } : {}),
  });
  const n = qr.modules.size,
    m = opts.margin ?? 4,
    s = opts.moduleSize ?? 8;
  const size = (n + 2 * m) * s;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let y = 0; y < s; y++)
        for (let x = 0; x < s; x++) {
          const o = (((r + m) * s + y) * size + (c + m) * s + x) * 4;
          data[o] = data[o + 1] = data[o + 2] = 0;
        }
    }
  return { data, width: size, height: size, version: qr.version, modules: n };
}
