// Memory of a large streamed upload: a 200 MB multipart body sent over loopback HTTP into the
// same pipeline every upload uses (readMultipart → size limit → storage.put on local disk).
// Prints the server's peak RSS growth; the target is under 64 MB.
//   npm run bench:upload [-- --mb 200]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { LocalDiskStorage, readMultipart } from "../src";
import { sizeLimit } from "../src/uploads/size-limit";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";

const mb = Number(process.argv[process.argv.indexOf("--mb") + 1]) || 200;
const dir = await mkdtemp(path.join(os.tmpdir(), "ar-upload-bench-"));
const storage = new LocalDiskStorage(dir);

const server = http.createServer((req, res) => {
  const request = new Request(`http://x${req.url}`, {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  readMultipart(request, {
    maxFileBytes: 1024 * 1024 * 1024,
    fileFields: ["file"],
    onFile: async (part) => {
      const body = new PassThrough();
      const stored = storage.put("bench/big.bin", body, { contentType: "application/octet-stream" });
      await pipeline(part.stream, sizeLimit({ field: "file", max: 1024 * 1024 * 1024, label: "1 GB" }), body);
      await stored;
    },
  }).then(
    () => res.end("ok"),
    (e: unknown) => {
      res.statusCode = 500;
      res.end(String(e));
    },
  );
});
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as AddressInfo).port;

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

const boundary = "----arbench";
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const chunk = Buffer.alloc(1024 * 1024, 0x61);
const started = Date.now();
await new Promise<void>((resolve, reject) => {
  const req = http.request(
    { port, method: "POST", path: "/", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } },
    (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
    },
  );
  req.on("error", reject);
  const body = Readable.from(
    (function* () {
      yield head;
      for (let i = 0; i < mb; i++) yield chunk;
      yield tail;
    })(),
  );
  body.pipe(req);
});
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
const stat = await storage.stat("bench/big.bin");
console.log(
  `uploaded ${mb} MB in ${seconds.toFixed(1)} s (${(mb / seconds).toFixed(0)} MB/s), stored ${(stat!.size / 1048576).toFixed(0)} MB`,
);
console.log(
  `RSS baseline ${(baseline / 1048576).toFixed(0)} MB, peak ${(peak / 1048576).toFixed(0)} MB, growth ${((peak - baseline) / 1048576).toFixed(1)} MB (target < 64 MB)`,
);
server.close();
await rm(dir, { recursive: true, force: true });
