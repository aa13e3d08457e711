// A printed-card stand-in: a patterned ground with a real QR code (the `qrcode` package, level M,
// 4-module quiet zone, as the product prints) encoding a given URL, for fake-camera videos.
import { qrImage } from "./qr-image";
import type { Rgba } from "./render";

export type CardImage = {
  image: Rgba;
  /** The code's square (outer edge of the modules, quiet zone excluded) in image pixels: makeCardVideo's `qr`. */
  qr: { x: number; y: number; size: number };
  version: number;
};

export function cardImage(o: {
  url: string;
  width?: number;
  height?: number;
  moduleSize?: number;
  qrRight?: number;
  qrBottom?: number;
}): CardImage {
  const W = o.width ?? 1200,
    H = o.height ?? 840,
    ms = o.moduleSize ?? 10;
  const code = qrImage(o.url, { moduleSize: ms });
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const o4 = (y * W + x) * 4,
        stripe = ((x + y) >> 5) & 1 ? 12 : 0;
      data[o4] = 230 - (x / W) * 60 + stripe;
      data[o4 + 1] = 200 - (y / H) * 70 + stripe;
      data[o4 + 2] = 170 + (x / W) * 50;
      data[o4 + 3] = 255;
    }
  const qx = W - code.width - (o.qrRight ?? 40),
    qy = H - code.height - (o.qrBottom ?? 40);
  if (qx < 0 || qy < 0) throw new RangeError("cardImage: the code does not fit on the card");
  for (let y = 0; y < code.height; y++)
    data.set(code.data.subarray(y * code.width * 4, (y + 1) * code.width * 4), ((qy + y) * W + qx) * 4);
  const quiet = 4 * ms;
  return {
    image: { data, width: W, height: H },
    qr: { x: qx + quiet, y: qy + quiet, size: code.modules * ms },
    version: code.version,
  };
}
