// Stores one uploaded file part under `{keyBase}.{real extension}`: the type is taken from the
// first bytes before storage is touched, a PNG, JPEG or WebP must declare a pixel size within the
// cap (image-pixel-cap.ts), the size limit is enforced while streaming, and on any failure nothing
// stays behind.
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getStorage } from "../storage/get-storage";
import { discardStored } from "../storage/discard-stored";
import type { FilePart } from "./read-multipart";
import { imagePixelCap } from "./image-pixel-cap";
import { sizeLimit } from "./size-limit";
import { sniffType, type SniffResult } from "./sniff-type";

export const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };
export const imageOnly = (t: SniffResult | undefined) => (t && Object.hasOwn(IMAGE_TYPES, t.ext) ? t : null);

export async function storeSniffedUpload(opts: {
  part: FilePart;
  keyBase: string;
  max: number;
  label: string;
  allowed: (t: SniffResult | undefined) => SniffResult | null;
}): Promise<{ key: string; type: SniffResult; size: number }> {
  const out = new PassThrough();
  let resolveType!: (t: SniffResult) => void;
  let sniffed: SniffResult | undefined;
  const typed = new Promise<SniffResult>((r) => (resolveType = r));
  const onType = (t: SniffResult) => {
    sniffed = t;
    resolveType(t);
  };
  const field = opts.part.field;
  const piping = pipeline(
    opts.part.stream,
    sizeLimit({ field, max: opts.max, label: opts.label }),
    sniffType({ field, allowed: opts.allowed, onType }),
    imagePixelCap({ field, extOf: () => sniffed?.ext }),
    out,
  );
  const type = await Promise.race([typed, piping.then(() => typed)]);
  const key = `${opts.keyBase}.${type.ext}`;
  const stored = getStorage().put(key, out, { contentType: type.mime, originalName: opts.part.filename });
  try {
    await piping;
    const meta = await stored;
    return { key, type, size: meta.size };
  } catch (e) {
    out.destroy();
    await stored.catch(() => undefined);
    await discardStored(key);
    throw e;
  }
}
