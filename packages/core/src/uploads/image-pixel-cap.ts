// The pixel cap of every raster image upload (docs/decisions/0018-heavy-work-bounds.md): a few MB
// of PNG can declare 30000×30000 px, and the worker would decode all of it (sharp for print and
// compression, pdf-lib's embedPng on its event loop). The size is read from the header as the
// bytes arrive, before any of them is stored; nothing is decoded here.
import { Transform } from "node:stream";
import { MAX_IMAGE_PIXELS } from "@ar/card-layout";
import { AppError } from "../errors/app-error";
import { readPixelSize } from "./image-pixel-size";

/** A side: a 42 cm card at 300 DPI needs about 5000 px; a 12000 px side leaves room for more. */
export const IMAGE_MAX_SIDE = 12_000;
/** Pixels in all (50 Mpx, 150–200 MB decoded): shared with the worker's decoders. */
export const IMAGE_MAX_PIXELS = MAX_IMAGE_PIXELS;
/** The header must lie within this many bytes (JPEG metadata segments come before the frame's size). */
const HEAD_MAX_BYTES = 4 * 1024 * 1024;
const CHECKED = new Set(["png", "jpg", "webp"]);

/** Why an image of this size is refused, or null. */
export function pixelRefusal(width: number, height: number): string | null {
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    return `The image is ${width}×${height} px: at most ${IMAGE_MAX_SIDE} px a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;
  }
  return null;
}

/**
 * A pass-through that holds back the first bytes of a PNG, JPEG or WebP until its declared size is
 * read and within the cap; other types (`extOf` is the sniffed type, known before the first chunk
 * reaches it) pass untouched.
 */
export function imagePixelCap(opts: { field: string; extOf: () => string | undefined }) {
  let head: Buffer[] = [];
  let headLength = 0;
  let decided = false;
  const refuse = (message: string) => new AppError("BAD_REQUEST", message, { fields: { [opts.field]: "invalid" } });
  const release = (stream: Transform) => {
    decided = true;
    stream.push(Buffer.concat(head));
    head = [];
  };
  /** Whether the bytes so far settle it; throws the refusal. */
  const check = (stream: Transform, final: boolean): void => {
    const read = readPixelSize(opts.extOf()!, Buffer.concat(head));
    if (read === "unreadable" || (read === "more" && (final || headLength >= HEAD_MAX_BYTES)))
      throw refuse("The image's pixel size cannot be read from its header");
    if (read === "more") return;
    const why = pixelRefusal(read.width, read.height);
    if (why) throw refuse(why);
    release(stream);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (decided) return done(null, chunk);
      if (!CHECKED.has(opts.extOf() ?? "")) {
        decided = true;
        return done(null, chunk);
      }
      head.push(chunk);
      headLength += chunk.length;
      try {
        check(this, false);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
    flush(done) {
      try {
        if (!decided) check(this, true);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
  });
}
