// An upload on one web process, compressed by a worker, served by the other web process.
import assert from "node:assert/strict";
import path from "node:path";
import { formData } from "../testing/helpers/file-fixtures";
import { webmVideo } from "../testing/helpers/video-fixtures";
import { json, step, until, via } from "./harness";
import { scratchDir } from "./processes";
import type { Proc } from "./processes";
import type { Run } from "./stack";

export async function uploadSteps({ webs, token }: Run): Promise<void> {
  const [web1, web2] = webs as [Proc, Proc];
  await step("an upload accepted by web1 is compressed by a worker and served by web2", async () => {
    const projectId = (
      await json(await via(web1.url!, "/api/ar-projects/ALBUM", { method: "POST", token, body: "{}" }))
    ).body.id as number;
    const source = path.join(await scratchDir("ar-topo-video-"), "clip.webm");
    const clip = await webmVideo(source, {
      video: "testsrc2=size=320x240:rate=15:duration=2",
      bitrate: "300k",
      realtime: true,
    });
    const up = await json(
      await via(web1.url!, `/api/ar-projects/${projectId}/assets`, {
        method: "POST",
        token,
        body: formData({ file: { name: "clip.webm", data: clip } }),
      }),
    );
    assert.equal(up.status, 200, JSON.stringify(up.body));
    const assetId = up.body.id as number;
    const asset = await until(
      "the compressed asset",
      async () => {
        const project = (await json(await via(web2.url!, `/api/ar-projects/data/${projectId}`, { token }))).body;
        const found = JSON.stringify(project).includes(`"id":${assetId}`) ? findAsset(project, assetId) : undefined;
        return found?.src ? found : undefined;
      },
      90_000,
      500,
    );
    const file = await via(web2.url!, asset.src!, { token });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get("content-type"), "video/mp4");
    return `${(await file.arrayBuffer()).byteLength} bytes of MP4 from web2`;
  });
}

function findAsset(project: unknown, assetId: number): { src: string | null } | undefined {
  let found: { src: string | null } | undefined;
  JSON.stringify(project, (_k, v: unknown) => {
    if (v && typeof v === "object" && (v as { id?: unknown }).id === assetId && "src" in (v as object))
      found = v as { src: string | null };
    return v;
  });
  return found;
}
