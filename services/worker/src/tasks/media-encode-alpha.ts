// media.encode-alpha: one AlphaEncode row → its side-by-side MP4 in storage. Idempotent: a
// complete row is skipped and the output key is fixed; on the last failed attempt the row says
// "error" so the browser's poll ends with a message.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { parseJobPayload } from "@ar/jobs";
import { getLogger, getStorage } from "@ar/core";
import { encodeAlpha, probeSize } from "../media/encode-alpha";

export const mediaEncodeAlpha: Task = async (payload, helpers) => {
  const { processId } = parseJobPayload("media.encode-alpha", payload);
  const db = getDb();
  const row = await db.alphaEncode.findUnique({ where: { id: processId } });
  if (!row || row.status === "complete") return;
  const source = await getStorage().get(row.srcKey);
  if (!source) throw new Error(`alpha source missing: ${row.srcKey}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "ar-alpha-"));
  let last = 0;
  try {
    const inputExt = row.srcKey.split(".").pop() ?? "webm";
    const input = path.join(dir, `input.${inputExt}`);
    const output = path.join(dir, "output.mp4");
    await pipeline(source.body, createWriteStream(input));
    await encodeAlpha({
      input, inputExt, output, layout: row.layout === "video-v" ? "video-v" : "video-h", signal: helpers.abortSignal,
      onProgress: (p) => {
        if (Date.now() - last < 400) return;
        last = Date.now();
        void db.alphaEncode.update({ where: { id: processId }, data: { progress: p } }).catch(() => undefined);
      },
    });
    const size = (await stat(output)).size;
    const { width, height } = await probeSize(output);
    const resultKey = `alpha/${processId}/side-by-side.mp4`;
    await getStorage().put(resultKey, createReadStream(output), { contentType: "video/mp4" });
    await db.alphaEncode.update({ where: { id: processId }, data: { status: "complete", progress: 100, resultKey, width, height, size } });
    getLogger().info({ processId, width, height, size }, "alpha video encoded");
  } catch (e) {
    if (helpers.job.attempts >= helpers.job.max_attempts) {
      await db.alphaEncode.update({ where: { id: processId }, data: { status: "error", error: "The video could not be encoded" } });
    }
    throw e;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
