// Small files of real formats for upload tests, built in memory (no binaries in the repo).
import sharp from "sharp";

export function pngFile(size = 64, color = "#3366cc"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } }).png().toBuffer();
}

/** A WebM (EBML) header that file-type recognises as webm. */
export function webmFile(padding = 200): Buffer {
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84];
  return Buffer.concat([Buffer.from(ebml), Buffer.from("webm"), Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]), Buffer.alloc(padding)]);
}

/** A QuickTime ("ftypqt  ") header that file-type recognises as mov. */
export function movFile(padding = 200): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from("ftypqt  "), Buffer.from([0, 0, 0, 0]), Buffer.from("qt  "), Buffer.alloc(padding)]);
}

/** A GLB container around the given glTF JSON (no binary chunk). */
export function glbFile(json: unknown = { asset: { version: "2.0" } }): Buffer {
  let body = Buffer.from(JSON.stringify(json));
  body = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.write("glTF", 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + body.length, 8);
  header.writeUInt32LE(body.length, 12);
  header.write("JSON", 16);
  return Buffer.concat([header, body]);
}

/** multipart/form-data body for fetch. */
export function formData(files: Record<string, { name: string; data: Buffer; type?: string }>, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, f] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }), f.name);
  return form;
}
