// Small files of real formats for upload tests, built in memory (no binaries in the repo).
import sharp from "sharp";

export function pngFile(size = 64, color = "#3366cc"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A WebM (EBML) header that file-type recognises as webm. */
export function webmFile(padding = 200): Buffer {
  const ebml = [
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84,
  ];
  return Buffer.concat([
    Buffer.from(ebml),
    Buffer.from("webm"),
    Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(padding),
  ]);
}

/** A QuickTime ("ftypqt  ") header that file-type recognises as mov. */
export function movFile(padding = 200): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    Buffer.from("ftypqt  "),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("qt  "),
    Buffer.alloc(padding),
  ]);
}

/** A GLB container around the given glTF JSON, with a binary chunk when `bin` is given. */
export function glbFile(json: unknown = { asset: { version: "2.0" } }, bin?: Buffer): Buffer {
  let body = Buffer.from(JSON.stringify(json));
  body = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4, 0x20)]);
  const binChunk = bin
    ? Buffer.concat([Buffer.alloc(8), bin, Buffer.alloc((4 - (bin.length % 4)) % 4)])
    : Buffer.alloc(0);
  if (bin) {
    binChunk.writeUInt32LE(binChunk.length - 8, 0);
    binChunk.write("BIN\0", 4);
  }
  const header = Buffer.alloc(20);
  header.write("glTF", 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + body.length + binChunk.length, 8);
  header.writeUInt32LE(body.length, 12);
  header.write("JSON", 16);
  return Buffer.concat([header, body, binChunk]);
}

const oneMesh = (accessor: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  asset: { version: "2.0" },
  accessors: [{ componentType: 5126, type: "VEC3", min: [0, 0, 0], max: [0, 0, 0], ...accessor }],
  meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
  nodes: [{ mesh: 0 }],
  scenes: [{ nodes: [0] }],
  scene: 0,
  ...extra,
});

/**
 * Issue 19 §9: a 256-byte GLB whose accessor declares 300,000 vertices and no data (zero-filled
 * by the glTF rules). The Khronos validator accepts it; optimising it held the worker for minutes.
 */
export function hostileGlb(vertices = 300_000): Buffer {
  return glbFile(oneMesh({ count: vertices }));
}

/**
 * A valid GLB holding `vertices` real, identical vertices (all at the origin): it passes every
 * upload check, yet its optimisation takes seconds (60,000 vertices: about 18 s here), growing
 * with the square of the count: a runaway step only a time limit stops.
 */
export function degenerateGlb(vertices: number): Buffer {
  const bytes = vertices * 12;
  return glbFile(
    oneMesh(
      { count: vertices, bufferView: 0 },
      { buffers: [{ byteLength: bytes }], bufferViews: [{ buffer: 0, byteLength: bytes }] },
    ),
    Buffer.alloc(bytes),
  );
}

/** A valid GLB carrying one PNG image (a texture) of the given size in its binary chunk. */
export async function texturedGlb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .png()
    .toBuffer();
  return glbFile(
    {
      asset: { version: "2.0" },
      buffers: [{ byteLength: png.length }],
      bufferViews: [{ buffer: 0, byteLength: png.length }],
      images: [{ bufferView: 0, mimeType: "image/png" }],
    },
    png,
  );
}

/** multipart/form-data body for fetch. */
export function formData(
  files: Record<string, { name: string; data: Buffer; type?: string }>,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, f] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }), f.name);
  return form;
}
