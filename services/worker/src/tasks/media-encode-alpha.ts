// media.encode-alpha: one AlphaEncode row → its side-by-side MP4 in storage, under the job-state
// rules of tracked-task.ts (processing → complete, or error with a failure code the dialog
// translates). A video ffmpeg cannot decode fails at once, not after the retries; the output key
// is fixed per encoding.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import { JobFailure } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { getStorage } from "@ar/core/storage";
import { encodeAlpha } from "../media/encode-alpha";
import { probeSize } from "../support/ffmpeg";
import { streamToFile, withTempDir } from "../support/temp-dir";
import type { TrackedTaskSpec } from "../tracked-task";

export const mediaEncodeAlpha: TrackedTaskSpec<"media.encode-alpha", "alphaEncode"> = {
  job: "media.encode-alpha",
  kind: "alphaEncode",
  idOf: (p) => p.processId,
  async run(processId, { signal, progress }) {
    const row = await getDb().alphaEncode.findUnique({ where: { id: processId } });
    const source = row ? await getStorage().get(row.srcKey) : null;
    if (!row || !source)
      throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: row?.srcKey ?? "encoding row gone" });
    return withTempDir("ar-alpha-", async (dir) => {
      const inputExt = row.srcKey.split(".").pop() ?? "webm";
      const input = await streamToFile(source.body, path.join(dir, `input.${inputExt}`), signal);
      const output = path.join(dir, "output.mp4");
      await encodeAlpha({
        input,
        inputExt,
        output,
        layout: row.layout === "video-v" ? "video-v" : "video-h",
        signal,
        onProgress: progress,
      });
      const size = (await stat(output)).size;
      const { width, height } = await probeSize(output);
      const resultKey = `alpha/${processId}/side-by-side.mp4`;
      await getStorage().put(resultKey, createReadStream(output), { contentType: "video/mp4" });
      getLogger().info({ processId, width, height, size }, "alpha video encoded");
      return { result: { resultKey, width, height, size }, written: [resultKey] };
    });
  },
};
