// The pixel size a PNG, JPEG or WebP declares in its header, read from the first bytes without
// decoding anything: what an upload is checked against before a decoder ever sees it. Pure.

export type PixelSize = { width: number; height: number };
/** `more`: the size lies beyond the bytes given; `unreadable`: the header is not what the type says. */
export type PixelSizeRead = PixelSize | "more" | "unreadable";

const size = (width: number, height: number): PixelSizeRead =>
  width > 0 && height > 0 ? { width, height } : "unreadable";

function pngSize(b: Buffer): PixelSizeRead {
  if (b.length < 24) return "more";
  // The signature, then IHDR first (the PNG spec requires it), width and height big-endian.
  if (b.readUInt32BE(0) !== 0x89504e47 || b.toString("latin1", 12, 16) !== "IHDR") return "unreadable";
  return size(b.readUInt32BE(16), b.readUInt32BE(20));
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): PixelSizeRead {
  if (b.length < 2) return "more";
  if (b[0] !== 0xff || b[1] !== 0xd8) return "unreadable";
  let i = 2;
  for (;;) {
    if (i >= b.length) return "more";
    if (b[i] !== 0xff) return "unreadable";
    while (b[i] === 0xff) i++; // fill bytes before a marker
    if (i >= b.length) return "more";
    const marker = b[i]!;
    i++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // no length
    // Scan data or the end before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return "unreadable";
    if (i + 2 > b.length) return "more";
    const length = b.readUInt16BE(i);
    if (length < 2) return "unreadable";
    if (SOF.has(marker)) {
      if (i + 7 > b.length) return "more";
      // Height 0 defers it to a DNL marker after the scan: refused, as no size can be checked.
      return size(b.readUInt16BE(i + 5), b.readUInt16BE(i + 3));
    }
    i += length;
  }
}

function webpSize(b: Buffer): PixelSizeRead {
  if (b.length < 30) return "more";
  if (b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP") return "unreadable";
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8X") return size(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1); // canvas, 24-bit minus one
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return "unreadable";
    const bits = b.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return "unreadable";
    return size(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  return "unreadable";
}

/** The declared size of an image of file-type extension `ext` (png, jpg, webp) from its first bytes. */
export function readPixelSize(ext: string, head: Buffer): PixelSizeRead {
  if (ext === "png") return pngSize(head);
  if (ext === "jpg") return jpegSize(head);
  if (ext === "webp") return webpSize(head);
  return "unreadable";
}
