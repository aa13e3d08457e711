// (a) The encode bound: sharp only JPEG-encoding `pages` sheets at q95, one page per core in
// flight with one libvips thread each, with the renderer's own encoder settings (the bound
// must not be slowed by options the renderer does not use). No composing, no zip.

import os from "node:os";
import sharp from "sharp";
import { JPEG_OPTIONS } from "../src/print/sharp-io";

export async function encodeBound(
  pages: number,
  sheet: { width: number; height: number },
  content?: Buffer,
): Promise<number> {
  sharp.concurrency(1);
  const raw = content ?? Buffer.alloc(sheet.width * sheet.height * 3, 255);
  const cores = os.availableParallelism();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: cores }, async () => {
      while (next++ < pages) {
        await sharp(raw, { raw: { width: sheet.width, height: sheet.height, channels: 3 } })
          .jpeg(JPEG_OPTIONS)
          .withMetadata({ density: 300 })
          .toBuffer();
      }
    }),
  );
  return performance.now() - start;
}
