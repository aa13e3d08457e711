import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createQrDetector, type DetectorOptions, type QrDetector } from "../src/qr/detector";

/** The zxing reader's WebAssembly bytes from node_modules (the browser gets a served URL instead). */
export function zxingWasmBinary(): ArrayBuffer {
  const path = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
  const b = readFileSync(path);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}

export const nodeDetector = (opts: Omit<DetectorOptions, "wasmBinary" | "wasmUrl"> = {}): Promise<QrDetector> =>
  createQrDetector({ ...opts, wasmBinary: zxingWasmBinary() });
